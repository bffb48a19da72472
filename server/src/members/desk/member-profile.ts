import { ResponseCode } from 'shared/contract';
import type { MemberProfile } from 'shared/contract/console';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { fenToYuan } from '../../wallet/money';
import { SUMMARY_COLUMNS, summaryView, type SummaryRow } from './member-search';

interface ProfileRow extends SummaryRow {
  realName: string;
  registerIp: string;
  lastLoginIp: string | null;
}

/** The member's row; `forUpdate` locks it for the caller's transaction. 6004 when unknown. */
export async function findMember(db: Queryable, memberId: number, forUpdate = false): Promise<ProfileRow> {
  const rows = await db.query<ProfileRow>(
    `select ${SUMMARY_COLUMNS}, m.real_name as "realName", m.register_ip as "registerIp", m.last_login_ip as "lastLoginIp"
       from members m where m.id = $1${forUpdate ? ' for no key update' : ''}`,
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '会员不存在');
  return row;
}

/** 张三 → 张*: the family name only. */
export function maskRealName(name: string): string {
  const chars = Array.from(name);
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/** Profile (masked), balances of every wallet and the number of live sessions. */
export async function memberProfile(db: Queryable, memberId: number, now: Date): Promise<MemberProfile> {
  const row = await findMember(db, memberId);
  const [wallet, venues, coins, sessions] = await Promise.all([
    db.query<{ center: number; locked: number }>(
      `select balance_fen as center, locked_fen as locked from wallets where member_id = $1`,
      [memberId],
    ),
    db.query<{ venueId: number; name: string; balance: number }>(
      `select w.venue_id as "venueId", v.name, w.balance_fen as balance from venue_wallets w join venues v on v.id = w.venue_id
        where w.member_id = $1 and w.balance_fen > 0 order by v.sort, v.id`,
      [memberId],
    ),
    db.query<{ cents: number }>(
      `select balance_cents as cents from coin_wallets where member_id = $1 and currency = 'USDT'`,
      [memberId],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from sessions where member_id = $1 and revoked_at is null and expires_at > $2`,
      [memberId, now],
    ),
  ]);
  return {
    ...summaryView(row),
    realNameMasked: maskRealName(row.realName),
    registerIp: row.registerIp,
    lastLoginIp: row.lastLoginIp,
    balances: {
      center: fenToYuan(Number(wallet[0]?.center ?? 0)),
      locked: fenToYuan(Number(wallet[0]?.locked ?? 0)),
      usdt: Number(coins[0]?.cents ?? 0) / 100,
      venues: venues.map((venue) => ({
        venueId: venue.venueId,
        name: venue.name,
        balance: fenToYuan(Number(venue.balance)),
      })),
    },
    liveSessions: sessions[0]?.n ?? 0,
  };
}
