import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';
import type { SeededMembers } from './members';
import { venueIdOf } from './venues';

/**
 * Opening balances go through the ledger like any later change, so balances and ledger agree from the
 * first row: demo888 has 8888.00 in the centre wallet and 1557.28 spread over three venues
 * (total 10445.28, of which 200.00 locked by a running activity); test001 has 100.00.
 */
export async function seedWallets(tx: Queryable, members: SeededMembers, now: Date): Promise<void> {
  const opening = (memberId: number, venueId: number | null, amountFen: number) =>
    applyBalanceChange(
      tx,
      { memberId, venueId, kind: 'opening', amountFen, requestId: null, remark: '演示账户初始余额' },
      now,
    );

  await opening(members.demo, null, 888_800);
  await opening(members.demo, venueIdOf('CRTY'), 120_050);
  await opening(members.demo, venueIdOf('AGZR'), 30_000);
  await opening(members.demo, venueIdOf('KYQP'), 5_678);
  await tx.query('update wallets set locked_fen = 20000 where member_id = $1', [members.demo]);

  await opening(members.plain, null, 10_000);
}
