import type { TFunction } from 'i18next';
import type { MemberSummary } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Button, Muted, type RecordColumn } from 'shared/ui';
import { MemberStatus } from './MemberStatus';

export function memberColumns(t: TFunction, open: (memberId: number) => void): RecordColumn<MemberSummary>[] {
  return [
    { key: 'id', title: t('members.columns.id'), cell: (member) => member.id },
    { key: 'name', title: t('members.columns.name'), cell: (member) => member.username },
    { key: 'phone', title: t('members.columns.phone'), cell: (member) => member.phoneMasked || <Muted>-</Muted> },
    { key: 'email', title: t('members.columns.email'), cell: (member) => member.emailMasked || <Muted>-</Muted> },
    { key: 'vip', title: t('members.columns.vip'), cell: (member) => `VIP${member.vipGrade}` },
    { key: 'status', title: t('members.columns.status'), cell: (member) => <MemberStatus status={member.status} /> },
    {
      key: 'login',
      title: t('members.columns.lastLogin'),
      cell: (member) => (member.lastLoginAt ? formatBeijingTime(member.lastLoginAt, 'minute') : <Muted>-</Muted>),
    },
    {
      key: 'open',
      title: t('members.columns.actions'),
      cell: (member) => (
        <Button
          variant="secondary"
          onClick={() => open(member.id)}
          aria-label={t('members.openOne', { name: member.username })}
        >
          {t('members.open')}
        </Button>
      ),
    },
  ];
}
