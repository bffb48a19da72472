import type { Queryable } from '../db/database';

export interface InvitedFriend {
  memberId: number;
  username: string;
  registeredAt: Date;
  deposited: boolean;
}

/** Members who registered with the member's own invite code (members.invite_code, as typed: any letter case). */
export async function invitedFriends(db: Queryable, memberId: number): Promise<InvitedFriend[]> {
  const rows = await db.query<{ memberId: number; username: string; registeredAt: Date | string; deposited: boolean }>(
    `select f.id as "memberId", f.username, f.created_at as "registeredAt",
            exists (select 1 from ledger l where l.member_id = f.id and l.kind = 'deposit' and l.venue_id is null and l.currency = 'CNY') as deposited
       from members m join members f on upper(f.invite_code) = m.own_invite_code and f.id <> m.id
      where m.id = $1
      order by f.created_at desc, f.id desc limit 200`,
    [memberId],
  );
  return rows.map((row) => ({ ...row, registeredAt: new Date(row.registeredAt) }));
}

/** The member who invited this one (by the code the member registered with), or null. */
export async function inviterOf(db: Queryable, memberId: number): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `select m.id from members f join members m on m.own_invite_code = upper(f.invite_code) and m.id <> f.id where f.id = $1 and f.invite_code <> ''`,
    [memberId],
  );
  return rows[0]?.id ?? null;
}
