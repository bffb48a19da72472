import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable, SqlValue } from '../database';

export interface SeedMember {
  username: string;
  password: string;
}

/** A set of demo members who share one password, registered on site 1 with an opening balance. */
export interface FundedMembers<M extends SeedMember> {
  members: readonly M[];
  registerIp: string;
  /** Columns of a member's row beyond the name, password and registration (real_name, phone ...). */
  columns: (member: M) => Readonly<Record<string, SqlValue>>;
  /** Opened in the centre wallet, with a ledger row of its own. */
  openingFen: number;
  remark: string;
}

/**
 * Inserts the members without login protection and opens each one's centre wallet; answers each
 * member with its id, in order. The password is hashed once: the whole set shares the first one's.
 */
export async function seedFundedMembers<M extends SeedMember>(
  tx: Queryable,
  set: FundedMembers<M>,
  now: Date,
): Promise<{ member: M; id: number }[]> {
  const hash = await hashPassword(md5Hex(set.members[0]?.password ?? ''));
  const seeded: { member: M; id: number }[] = [];
  for (const member of set.members) {
    const columns = Object.entries(set.columns(member));
    const names = columns.map(([name]) => `, ${name}`).join('');
    const places = columns.map((_, index) => `, $${index + 5}`).join('');
    // The column names come from the seeds' own code, never from input.
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, register_site_id, register_ip, created_at, login_protection${names})
       values ($1, $2, '1', $3, $4, false${places})
       returning id`,
      [member.username, hash, set.registerIp, now, ...columns.map(([, value]) => value)],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    await applyBalanceChange(
      tx,
      { memberId: id, venueId: null, kind: 'opening', amountFen: set.openingFen, requestId: null, remark: set.remark },
      now,
    );
    seeded.push({ member, id });
  }
  return seeded;
}
