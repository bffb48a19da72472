import { md5Hex } from 'shared/crypto';
import { VENUE_LAUNCH_KINDS } from '../../games/launch-kinds';
import { hashPassword } from '../../members/password';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';
import { venueIdOf } from './venues';

/**
 * Members of the game-play checks (e2e of launches, the demo games, the into-venue dialog), 5,000.00
 * each in the centre wallet. casino01 is still in an activity at PPDZ, so launching PPDZ answers
 * 6413 until the client says isActivity.
 */
export const CASINO_MEMBERS = [
  { username: 'casino01', password: 'casino1234', activityAt: 'PPDZ' },
  { username: 'casino02', password: 'casino1234', activityAt: null },
  { username: 'casino03', password: 'casino1234', activityAt: null },
] as const;

const OPENING_FEN = 5_000_00;

/** Launch kinds first (migration 013 makes every venue web): each kind gets venues to try it on. */
async function seedLaunchKinds(tx: Queryable): Promise<void> {
  for (const [kind, venues] of Object.entries(VENUE_LAUNCH_KINDS)) {
    for (const enName of venues)
      await tx.query('update venues set launch_kind = $1 where en_name = $2', [kind, enName]);
  }
}

export async function seedCasinoMembers(tx: Queryable, now: Date): Promise<void> {
  await seedLaunchKinds(tx);
  const hash = await hashPassword(md5Hex(CASINO_MEMBERS[0].password));
  for (const member of CASINO_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, real_name, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '周八', '1', '10.0.0.13', $3, false)
       returning id`,
      [member.username, hash, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    await applyBalanceChange(
      tx,
      {
        memberId: id,
        venueId: null,
        kind: 'opening',
        amountFen: OPENING_FEN,
        requestId: null,
        remark: '游戏演示账户开户余额',
      },
      now,
    );
    if (member.activityAt !== null) {
      // message null: 6413 answers with the catalogue's default text (SPEC §8 reactions).
      await tx.query(
        'insert into venue_activities (member_id, venue_id, message, active, created_at) values ($1, $2, null, true, $3)',
        [id, venueIdOf(member.activityAt), now],
      );
    }
  }
}
