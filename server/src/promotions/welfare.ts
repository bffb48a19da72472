import type { Queryable } from '../db/database';
import { applyBalanceChange } from '../wallet/ledger';
import { rewardLedgerRequestId } from './rewards';

export interface WaitingReward {
  id: number;
  title: string;
  source: 'activity' | 'vip' | 'welfare' | 'rebate';
  amountFen: number;
  turnoverRequiredFen: number;
  expiresAt: Date;
}

const COLUMNS = `id, title, source, amount_fen as "amountFen", turnover_required_fen as "turnoverRequiredFen", expires_at as "expiresAt"`;

function normalise(row: WaitingReward): WaitingReward {
  return { ...row, amountFen: Number(row.amountFen), turnoverRequiredFen: Number(row.turnoverRequiredFen), expiresAt: new Date(row.expiresAt) };
}

/** Offers past their time lapse: marked expired, so they never show or pay again. */
export async function expireLapsedRewards(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query(`update rewards set status = 'expired' where member_id = $1 and status = 'waiting' and expires_at <= $2`, [memberId, now]);
}

/** The member's rewards waiting to be claimed, soonest to lapse first. */
export async function waitingRewards(db: Queryable, memberId: number, now: Date): Promise<WaitingReward[]> {
  const rows = await db.query<WaitingReward>(
    `select ${COLUMNS} from rewards where member_id = $1 and status = 'waiting' and expires_at > $2 order by expires_at, id`,
    [memberId, now],
  );
  return rows.map(normalise);
}

/**
 * Pays the given waiting rewards (all of them when `ids` is empty) in the caller's transaction: each
 * becomes paid (a gift record) with its own 'bonus' ledger row. The status guard of the update makes
 * a reward pay once even when two claims race. Ids that are not the member's waiting rewards are skipped.
 */
export async function claimWaitingRewards(tx: Queryable, memberId: number, ids: readonly number[], requestId: string, now: Date): Promise<{ claimed: number; amountFen: number }> {
  const rows = await tx.query<WaitingReward>(
    `update rewards set status = 'paid', paid_at = $2
      where member_id = $1 and status = 'waiting' and expires_at > $2 and ($3::text = '' or id = any(string_to_array($3, ',')::int[]))
      returning ${COLUMNS}`,
    [memberId, now, ids.join(',')],
  );
  const claimed = rows.map(normalise).sort((a, b) => a.id - b.id);
  for (const reward of claimed) {
    await applyBalanceChange(
      tx,
      { memberId, venueId: null, kind: 'bonus', amountFen: reward.amountFen, requestId: rewardLedgerRequestId(requestId, reward.id), remark: reward.title },
      now,
    );
  }
  return { claimed: claimed.length, amountFen: claimed.reduce((sum, reward) => sum + reward.amountFen, 0) };
}
