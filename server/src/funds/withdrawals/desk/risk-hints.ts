import type { WithdrawRisk } from 'shared/contract/console';
import type { Queryable } from '../../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RiskSubject {
  memberId: number;
  accountId: number;
  createdAt: Date;
}

/**
 * What a finance operator should look at before paying: a device first seen in the day before the
 * withdrawal, a payout account other members have bound too, money deposited since the last paid
 * withdrawal with no bet placed since.
 */
export async function riskHintsOf(db: Queryable, order: RiskSubject): Promise<WithdrawRisk[]> {
  const [devices, sharers, play] = await Promise.all([
    db.query<{ count: number }>(
      `select count(*)::int as count from member_devices where member_id = $1 and first_seen_at > $2 and first_seen_at <= $3`,
      [order.memberId, new Date(order.createdAt.getTime() - DAY_MS), order.createdAt],
    ),
    db.query<{ count: number }>(
      `select count(distinct other.member_id)::int as count
         from bank_cards own join bank_cards other on other.fingerprint = own.fingerprint and other.kind = own.kind
        where own.id = $1 and own.fingerprint is not null and other.member_id <> $2`,
      [order.accountId, order.memberId],
    ),
    db.query<{ deposited: boolean; played: boolean }>(
      `with since as (
         select coalesce(max(reviewed_at), '-infinity'::timestamptz) as at from withdraw_orders
          where member_id = $1 and status = 'approved' and reviewed_at < $2
       ), first_deposit as (
         select min(l.created_at) as at from ledger l, since
          where l.member_id = $1 and l.kind = 'deposit' and l.created_at > since.at and l.created_at <= $2
       )
       select (select at from first_deposit) is not null as deposited,
              exists (select 1 from ledger l, first_deposit
                       where l.member_id = $1 and l.kind = 'bet' and l.created_at >= first_deposit.at and l.created_at <= $2) as played`,
      [order.memberId, order.createdAt],
    ),
  ]);
  const hints: WithdrawRisk[] = [];
  const newDevices = devices[0]?.count ?? 0;
  if (newDevices > 0) hints.push({ kind: 'new_device', detail: `提款前24小时内有${newDevices}台新设备登录` });
  const others = sharers[0]?.count ?? 0;
  if (others > 0) hints.push({ kind: 'shared_account', detail: `该收款账户另有${others}名会员绑定` });
  if (play[0]?.deposited === true && !play[0].played) hints.push({ kind: 'no_play', detail: '存款后未投注即申请提款' });
  return hints;
}
