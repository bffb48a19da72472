import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { letterList, type Letter } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { unreadCountsAtom } from 'shared/state';
import { AsyncView, Button, EmptyState, Pager } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { LetterRow } from './LetterRow';
import { LETTER_PAGE_SIZE, useLetterWrites } from './use-letter-writes';
import { tabUnread, type MessageTab } from './message-tabs';
import { Spacer, Toolbar } from './message-styles';

const List = styled.ul<{ $stale: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.border};
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
`;

/**
 * One tab's letters, a page at a time: open a letter to read it (which marks it read), tick letters
 * to delete them after a confirmation, or mark the whole tab read. The page remounts per tab.
 */
export function LetterBox({ tab }: { tab: MessageTab }) {
  const { t } = useTranslation(NAMESPACE);
  const counts = useAtomValue(unreadCountsAtom);
  const [page, setPage] = useState(1);
  const letters = useEndpoint(letterList, {
    categories: [...tab.categories],
    pageNum: page,
    pageSize: LETTER_PAGE_SIZE,
  });
  const writes = useLetterWrites();
  const [openId, setOpenId] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<readonly number[]>([]);
  const [readingAll, setReadingAll] = useState(false);

  const data = letters.data;
  const loading = letters.status === 'loading';
  const shown: Letter[] = data?.list ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / LETTER_PAGE_SIZE));
  const allSelected = shown.length > 0 && shown.every((letter) => selected.has(letter.id));
  const unread = tabUnread(counts, tab);

  const goTo = (next: number) => {
    setSelected(new Set());
    setOpenId(null);
    setPage(next);
  };

  const toggle = async (letter: Letter) => {
    const opening = openId !== letter.id;
    setOpenId(opening ? letter.id : null);
    if (!opening || letter.read) return;
    try {
      await writes.markRead(letter.id);
    } catch (error) {
      bus.emit('ui:toast', { message: errorMessage(error, t('messages.readFailed')), kind: 'error' });
    }
  };

  const select = (id: number, on: boolean) => {
    setSelected((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const readAll = async () => {
    setReadingAll(true);
    try {
      await writes.markAllRead(tab.categories);
      bus.emit('ui:toast', { message: t('messages.readAllDone'), kind: 'success' });
    } catch (error) {
      bus.emit('ui:toast', { message: errorMessage(error, t('messages.readAllFailed')), kind: 'error' });
    } finally {
      setReadingAll(false);
    }
  };

  const deleted = (count: number) => {
    setToDelete([]);
    bus.emit('ui:toast', { message: t('messages.deleted', { count }), kind: 'success' });
    // Deleting every letter of the last page would leave it empty: step back one page.
    const removedAll = shown.every((letter) => selected.has(letter.id));
    setSelected(new Set());
    setOpenId(null);
    // The list refetches by itself (the delete invalidates it).
    if (removedAll && page > 1) setPage(page - 1);
  };

  return (
    <>
      <Toolbar>
        <label>
          <input
            type="checkbox"
            checked={allSelected}
            disabled={shown.length === 0}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(shown.map((letter) => letter.id)) : new Set())
            }
          />
          {t('messages.selectAll')}
        </label>
        <Button variant="secondary" disabled={selected.size === 0} onClick={() => setToDelete([...selected])}>
          {selected.size > 0 ? t('messages.deleteCount', { count: selected.size }) : t('messages.delete')}
        </Button>
        <Spacer />
        <Button variant="secondary" disabled={unread === 0} loading={readingAll} onClick={() => void readAll()}>
          {t('messages.readAll')}
        </Button>
      </Toolbar>
      <AsyncView state={letters} isEmpty={() => shown.length === 0} empty={<EmptyState title={t('messages.empty')} />}>
        {() => (
          <List $stale={loading} aria-busy={loading || undefined} aria-label={t(`messages.tabs.${tab.key}`)}>
            {shown.map((letter) => (
              <LetterRow
                key={letter.id}
                letter={letter}
                open={openId === letter.id}
                selected={selected.has(letter.id)}
                onToggle={() => void toggle(letter)}
                onSelect={(on) => select(letter.id, on)}
              />
            ))}
          </List>
        )}
      </AsyncView>
      <Pager page={page} pages={pages} busy={loading} onChange={goTo} label={t('messages.pager')} />
      <ConfirmDeleteDialog
        open={toDelete.length > 0}
        title={t('messages.deleteTitle')}
        message={t('messages.deleteConfirm', { count: toDelete.length })}
        onConfirm={async () => deleted(await writes.remove(toDelete))}
        onClose={() => setToDelete([])}
      />
    </>
  );
}
