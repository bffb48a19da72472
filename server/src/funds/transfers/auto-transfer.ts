import { launchGame } from 'shared/contract';
import type { Database } from '../../db/database';
import { applyBalanceChange } from '../../wallet/ledger';
import { oncePerRequest } from '../../wallet/once-per-request';
import { findVenueWallet, readAutoTransfer } from './venue-wallets';

/** The answer stored for a launch's request id: what moved into the venue, in fen. */
interface AutoTransferDone {
  movedFen: number;
}

/**
 * The auto-transfer switch at game launch: the whole centre wallet moves into the venue being
 * entered, two ledger rows in one transaction, once per launch request (a retried launch moves
 * nothing twice). Nothing moves when the switch is off or the centre wallet is empty.
 */
export async function autoTransferOnLaunch(
  db: Database,
  memberId: number,
  channelCode: string,
  requestId: string,
  now: Date,
): Promise<number> {
  if (!(await readAutoTransfer(db, memberId))) return 0;
  const key = { memberId, requestId, path: `${launchGame.path}#autoTransfer`, body: { channelCode } };
  const done = await oncePerRequest<AutoTransferDone>(db, key, now, async (tx) => {
    const rows = await tx.query<{ fen: number }>(
      'select balance_fen as fen from wallets where member_id = $1 for update',
      [memberId],
    );
    const centreFen = rows[0]?.fen ?? 0;
    if (centreFen <= 0) return { movedFen: 0 };
    const venue = await findVenueWallet(tx, memberId, channelCode);
    const base = { memberId, requestId };
    await applyBalanceChange(
      tx,
      { ...base, venueId: null, kind: 'transfer_out', amountFen: -centreFen, remark: `自动转入${venue.name}` },
      now,
    );
    await applyBalanceChange(
      tx,
      { ...base, venueId: venue.venueId, kind: 'transfer_in', amountFen: centreFen, remark: '进入游戏自动转入' },
      now,
    );
    return { movedFen: centreFen };
  });
  return done.movedFen;
}
