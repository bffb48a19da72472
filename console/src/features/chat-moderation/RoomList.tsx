import { useMemo, useState, type FormEvent } from 'react';
import { consoleChatRooms } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Button, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { NotifyDialog } from './NotifyDialog';
import { roomColumns } from './room-columns';

const PAGE_SIZE = 10;
/** The list follows new rooms and messages while it is open. */
const LIST_POLL_MS = 10_000;

/** The match rooms (newest activity first) with their state; a row opens the room. */
export function RoomList({ onOpen }: { onOpen: (rid: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [notifying, setNotifying] = useState(false);
  const state = useEndpoint(
    consoleChatRooms,
    { pageNum, pageSize: PAGE_SIZE, ...(search === '' ? {} : { search }) },
    { poll: LIST_POLL_MS },
  );
  const columns = useMemo(() => roomColumns(t, onOpen), [t, onOpen]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPageNum(1);
    setSearch(text.trim());
  };
  return (
    <Surface $padding="1rem">
      <Row $gap="1rem" $wrap $justify="space-between">
        <form onSubmit={submit} role="search">
          <Row $gap="1rem" $wrap>
            <TextField
              label={t('chatModeration.search')}
              placeholder={t('chatModeration.searchPlaceholder')}
              value={text}
              maxLength={64}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit">{t('chatModeration.searchButton')}</Button>
          </Row>
        </form>
        <Button variant="secondary" onClick={() => setNotifying(true)}>
          {t('chatModeration.notify')}
        </Button>
      </Row>
      <PagedRecords
        state={state}
        columns={columns}
        rowKey={(room) => room.rid}
        empty={t('chatModeration.empty')}
        testId="chat-rooms"
        rowTestId="chat-room"
        onPage={setPageNum}
      />
      {notifying && <NotifyDialog onClose={() => setNotifying(false)} />}
    </Surface>
  );
}
