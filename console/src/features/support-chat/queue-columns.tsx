import type { TFunction } from 'i18next';
import type { SupportChat } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Button, Muted, type RecordColumn } from 'shared/ui';

/** The waiting rooms: who, their first words, since when, and the claim button (disabled while a claim runs). */
export function queueColumns(
  t: TFunction,
  claim: (chat: SupportChat) => void,
  busy: boolean,
): RecordColumn<SupportChat>[] {
  return [
    {
      key: 'player',
      title: t('supportChat.columns.player'),
      cell: (chat) => (
        <>
          <div>{chat.ownerName}</div>
          <Muted $size="0.75rem">{chat.guest ? t('supportChat.guest') : t('supportChat.member')}</Muted>
        </>
      ),
    },
    {
      key: 'words',
      title: t('supportChat.columns.firstWords'),
      cell: (chat) => <span data-testid="support-first-words">{chat.firstWords}</span>,
    },
    {
      key: 'since',
      title: t('supportChat.columns.waitingSince'),
      cell: (chat) => formatBeijingTime(chat.waitingSince, 'second'),
    },
    {
      key: 'act',
      title: t('supportChat.columns.action'),
      cell: (chat) => (
        <Button type="button" disabled={busy} onClick={() => claim(chat)} data-testid="support-claim">
          {t('supportChat.claim')}
        </Button>
      ),
    },
  ];
}
