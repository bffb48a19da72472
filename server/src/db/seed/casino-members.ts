import { VENUE_LAUNCH_KINDS } from '../../games/launch-kinds';
import type { Queryable } from '../database';
import { venueIdOf } from './venues';
import { seedFundedMembers } from './seed-funded-members';

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
  const seeded = await seedFundedMembers(
    tx,
    {
      members: CASINO_MEMBERS,
      registerIp: '10.0.0.13',
      columns: () => ({ real_name: '周八' }),
      openingFen: OPENING_FEN,
      remark: '游戏演示账户开户余额',
    },
    now,
  );
  for (const { member, id } of seeded) {
    if (member.activityAt === null) continue;
    // message null: 6413 answers with the catalogue's default text (SPEC §8 reactions).
    await tx.query(
      'insert into venue_activities (member_id, venue_id, message, active, created_at) values ($1, $2, null, true, $3)',
      [id, venueIdOf(member.activityAt), now],
    );
  }
}
