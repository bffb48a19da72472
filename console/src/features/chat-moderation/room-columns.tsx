import type { TFunction } from 'i18next';
import type { ModeratedRoom } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Button, Muted, type RecordColumn } from 'shared/ui';

/** What the room's settings say, in words. */
export function roomState(t: TFunction, room: ModeratedRoom): { status: string; blocked: string; vip: string } {
  return {
    status: t(`chatModeration.status.${room.status}`),
    blocked: room.blocked ? t('chatModeration.blockedYes') : t('chatModeration.blockedNo'),
    vip: room.vipLevel === 0 ? t('chatModeration.vipAll') : `VIP${room.vipLevel}`,
  };
}

export function roomColumns(t: TFunction, open: (rid: string) => void): RecordColumn<ModeratedRoom>[] {
  return [
    {
      key: 'room',
      title: t('chatModeration.columns.room'),
      cell: (room) => (
        <>
          {room.title} <Muted>{room.rid}</Muted>
        </>
      ),
    },
    { key: 'status', title: t('chatModeration.columns.status'), cell: (room) => roomState(t, room).status },
    { key: 'blocked', title: t('chatModeration.columns.blocked'), cell: (room) => roomState(t, room).blocked },
    { key: 'vip', title: t('chatModeration.columns.vipLevel'), cell: (room) => roomState(t, room).vip },
    {
      key: 'online',
      title: t('chatModeration.columns.online'),
      cell: (room) => room.online ?? <Muted>{t('chatModeration.unknown')}</Muted>,
    },
    { key: 'messages', title: t('chatModeration.columns.messages'), cell: (room) => room.messages },
    { key: 'muted', title: t('chatModeration.columns.muted'), cell: (room) => room.muted },
    {
      key: 'lastAt',
      title: t('chatModeration.columns.lastAt'),
      cell: (room) => (room.lastAt === null ? <Muted>-</Muted> : formatBeijingTime(room.lastAt, 'minute')),
    },
    {
      key: 'open',
      title: t('chatModeration.columns.actions'),
      cell: (room) => (
        <Button
          variant="secondary"
          onClick={() => open(room.rid)}
          aria-label={t('chatModeration.openOne', { title: room.title })}
        >
          {t('chatModeration.open')}
        </Button>
      ),
    },
  ];
}
