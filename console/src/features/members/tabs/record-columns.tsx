import type { TFunction } from 'i18next';
import type { MemberBet, MemberFundsRow, MemberLedgerRow, MemberRound } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Muted, type RecordColumn } from 'shared/ui';

const time = (at: string | null) => (at ? formatBeijingTime(at, 'second') : '-');
const tone = (amount: number) => (amount > 0 ? 'credit' : amount < 0 ? 'debit' : undefined);

export function ledgerColumns(t: TFunction): RecordColumn<MemberLedgerRow>[] {
  return [
    { key: 'at', title: t('members.columns.time'), cell: (row) => time(row.createdAt) },
    { key: 'kind', title: t('members.ledger.kind'), cell: (row) => t(`members.ledger.kinds.${row.kind}`) },
    { key: 'wallet', title: t('members.ledger.wallet'), cell: (row) => row.venueName ?? t('members.balances.center') },
    {
      key: 'amount',
      title: t('members.columns.amount'),
      num: true,
      tone: (row) => tone(row.amount),
      cell: (row) => formatMoney(row.amount),
    },
    { key: 'after', title: t('members.ledger.after'), num: true, cell: (row) => formatMoney(row.balanceAfter) },
    { key: 'remark', title: t('members.ledger.remark'), cell: (row) => row.remark || <Muted>-</Muted> },
  ];
}

export function betColumns(t: TFunction): RecordColumn<MemberBet>[] {
  return [
    { key: 'ticket', title: t('members.bets.ticket'), cell: (bet) => bet.ticketId },
    { key: 'at', title: t('members.columns.time'), cell: (bet) => time(bet.createdAt) },
    { key: 'mode', title: t('members.bets.mode'), cell: (bet) => t(`members.bets.modes.${bet.mode}`) },
    { key: 'stake', title: t('members.bets.stake'), num: true, cell: (bet) => formatMoney(bet.stake) },
    { key: 'odds', title: t('members.bets.odds'), num: true, cell: (bet) => bet.odds.toFixed(2) },
    { key: 'status', title: t('members.columns.status'), cell: (bet) => t(`members.bets.statuses.${bet.status}`) },
    {
      key: 'payout',
      title: t('members.bets.payout'),
      num: true,
      cell: (bet) => (bet.payout === null ? <Muted>-</Muted> : formatMoney(bet.payout)),
    },
  ];
}

export function roundColumns(t: TFunction): RecordColumn<MemberRound>[] {
  return [
    { key: 'at', title: t('members.columns.time'), cell: (round) => time(round.createdAt) },
    { key: 'venue', title: t('members.rounds.venue'), cell: (round) => round.venueName },
    { key: 'game', title: t('members.rounds.game'), cell: (round) => round.gameName },
    { key: 'stake', title: t('members.bets.stake'), num: true, cell: (round) => formatMoney(round.stake) },
    {
      key: 'payout',
      title: t('members.bets.payout'),
      num: true,
      tone: (round) => tone(round.payout - round.stake),
      cell: (round) => formatMoney(round.payout),
    },
  ];
}

export function fundsColumns(t: TFunction): RecordColumn<MemberFundsRow>[] {
  return [
    { key: 'order', title: t('members.funds.order'), cell: (row) => row.orderNo },
    { key: 'at', title: t('members.columns.time'), cell: (row) => time(row.createdAt) },
    { key: 'amount', title: t('members.columns.amount'), num: true, cell: (row) => formatMoney(row.amount) },
    { key: 'status', title: t('members.columns.status'), cell: (row) => t(`members.funds.statuses.${row.status}`) },
    { key: 'detail', title: t('members.funds.detail'), cell: (row) => row.detail || <Muted>-</Muted> },
    { key: 'done', title: t('members.funds.finished'), cell: (row) => time(row.finishedAt) },
  ];
}
