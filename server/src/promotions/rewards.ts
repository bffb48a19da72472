import type { Queryable } from '../db/database';
import { applyBalanceChange } from '../wallet/ledger';

export interface RewardGrant {
  memberId: number;
  activityId: number | null;
  source: 'activity' | 'vip' | 'welfare' | 'rebate';
  title: string;
  amountFen: number;
  turnoverRequiredFen: number;
  requestId: string | null;
  /**
   * What the reward is for ('activity:12:task:bindPhone', 'vip-week:100001:2026-11-23'…): a second grant
   * with the same key is refused with RewardAlreadyGrantedError, so a claim can never pay twice.
   */
  awardKey?: string;
}

/** The thing this grant is for was rewarded before. */
export class RewardAlreadyGrantedError extends Error {
  constructor(readonly awardKey: string) {
    super(`reward ${awardKey} was already granted`);
    this.name = 'RewardAlreadyGrantedError';
  }
}

async function insertReward(
  tx: Queryable,
  grant: RewardGrant,
  status: 'waiting' | 'paid',
  expiresAt: Date | null,
  now: Date,
): Promise<number> {
  if (!Number.isSafeInteger(grant.amountFen) || grant.amountFen <= 0)
    throw new RangeError(`reward must be a positive number of fen, got ${grant.amountFen}`);
  if (!Number.isSafeInteger(grant.turnoverRequiredFen) || grant.turnoverRequiredFen < 0) {
    throw new RangeError(`turnover required must be a whole number of fen, got ${grant.turnoverRequiredFen}`);
  }
  const rows = await tx.query<{ id: number }>(
    `insert into rewards (member_id, activity_id, source, title, amount_fen, turnover_required_fen, status, expires_at,
                          created_at, paid_at, request_id, award_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict do nothing returning id`,
    [
      grant.memberId,
      grant.activityId,
      grant.source,
      grant.title,
      grant.amountFen,
      grant.turnoverRequiredFen,
      status,
      expiresAt,
      now,
      status === 'paid' ? now : null,
      grant.requestId,
      grant.awardKey ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new RewardAlreadyGrantedError(grant.awardKey ?? `request ${grant.requestId ?? ''}`);
  return id;
}

/** The ledger key of one reward: a request may pay several rewards (welfare claim), each its own row. */
export function rewardLedgerRequestId(requestId: string | null, rewardId: number): string | null {
  return requestId === null ? null : `${requestId}#reward-${rewardId}`;
}

/**
 * Pays a reward now: a 'bonus' row of the centre wallet and a 'paid' reward row (a gift record) whose
 * turnover requirement the withdrawal check counts. `tx` must be a transaction.
 */
export async function payReward(tx: Queryable, grant: RewardGrant, now: Date): Promise<{ rewardId: number }> {
  const rewardId = await insertReward(tx, grant, 'paid', null, now);
  await applyBalanceChange(
    tx,
    {
      memberId: grant.memberId,
      venueId: null,
      kind: 'bonus',
      amountFen: grant.amountFen,
      requestId: rewardLedgerRequestId(grant.requestId, rewardId),
      remark: grant.title,
    },
    now,
  );
  return { rewardId };
}

/** Offers a reward: it waits in the member's welfare list until claimed (claimWaitingRewards) or expiresAt. */
export async function offerReward(
  tx: Queryable,
  grant: RewardGrant & { expiresAt: Date },
  now: Date,
): Promise<{ rewardId: number }> {
  const rewardId = await insertReward(tx, grant, 'waiting', grant.expiresAt, now);
  return { rewardId };
}
