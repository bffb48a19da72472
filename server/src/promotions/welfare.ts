import type { Queryable } from '../db/database';
import type { RebateLineFen } from '../vip/rebate-lines';
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
  return {
    ...row,
    amountFen: Number(row.amountFen),
    turnoverRequiredFen: Number(row.turnoverRequiredFen),
    expiresAt: new Date(row.expiresAt),
  };
}

/** Offers past their time lapse: marked expired, so they never show or pay again. */
export async function expireLapsedRewards(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query(
    `update rewards set status = 'expired' where member_id = $1 and status = 'waiting' and expires_at <= $2`,
    [memberId, now],
  );
}

/** A daily rebate's day, the grade whose rates applied and its lines (rebate_offers). */
export interface RebateOffer {
  day: string;
  grade: number;
  lines: RebateLineFen[];
}

/** The member's rewards waiting to be claimed, soonest to lapse first; a daily rebate with its breakdown. */
export async function waitingRewards(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<(WaitingReward & { rebate: RebateOffer | null })[]> {
  const rows = await db.query<
    WaitingReward & { rebateDay: string | null; rebateGrade: number | null; breakdown: RebateLineFen[] | null }
  >(
    `select r.id, r.title, r.source, r.amount_fen as "amountFen", r.turnover_required_fen as "turnoverRequiredFen", r.expires_at as "expiresAt",
            o.day::text as "rebateDay", o.grade as "rebateGrade", o.breakdown
       from rewards r left join rebate_offers o on o.reward_id = r.id
      where r.member_id = $1 and r.status = 'waiting' and r.expires_at > $2 order by r.expires_at, r.id`,
    [memberId, now],
  );
  return rows.map(({ rebateDay, rebateGrade, breakdown, ...reward }) => ({
    ...normalise(reward),
    rebate:
      rebateDay === null || rebateGrade === null || breakdown === null
        ? null
        : { day: rebateDay, grade: rebateGrade, lines: breakdown },
  }));
}

/**
 * Pays the given waiting rewards (all of them when `ids` is empty) in the caller's transaction: each
 * becomes paid (a gift record) with its own ledger row, 'rebate' for a daily rebate and 'bonus' for
 * every other reward (the wallet's records show both as 优惠). The status guard of the update makes
 * a reward pay once even when two claims race. Ids that are not the member's waiting rewards are skipped.
 */
export async function claimWaitingRewards(
  tx: Queryable,
  memberId: number,
  ids: readonly number[],
  requestId: string,
  now: Date,
): Promise<{ claimed: number; amountFen: number }> {
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
      {
        memberId,
        venueId: null,
        kind: reward.source === 'rebate' ? 'rebate' : 'bonus',
        amountFen: reward.amountFen,
        requestId: rewardLedgerRequestId(requestId, reward.id),
        remark: reward.title,
      },
      now,
    );
  }
  return { claimed: claimed.length, amountFen: claimed.reduce((sum, reward) => sum + reward.amountFen, 0) };
}
