import type { Database, Queryable } from '../../db/database';
import { endedUnsettledRaces, type ActivityOf } from '../activity';
import { turnoverFor } from '../actions/action-result';
import { awardKey } from '../award-keys';
import { turnoverBoard } from '../member-money';
import { payReward, RewardAlreadyGrantedError, type RewardGrant } from '../rewards';
import { placesWon } from './race-prizes';

type Race = ActivityOf<'racePage'>;

/**
 * Pays a prize, or finds the one paid before: only a settlement marker removed by hand could get here
 * with the prize already paid, and then the member must still not be paid twice.
 */
async function payPrize(tx: Queryable, grant: RewardGrant & { awardKey: string }, now: Date): Promise<number> {
  try {
    return (await payReward(tx, grant, now)).rewardId;
  } catch (error) {
    if (!(error instanceof RewardAlreadyGrantedError)) throw error;
    const [paid] = await tx.query<{ id: number }>('select id from rewards where member_id = $1 and award_key = $2', [
      grant.memberId,
      grant.awardKey,
    ]);
    if (paid === undefined) throw error;
    return paid.id;
  }
}

/**
 * Settles an ended race once: the final board (valid turnover in the window, as the page showed it)
 * is paid the prize table, each prize a bonus ledger row and a gift record with the turnover it
 * requires, and the winners are kept for the page's 获奖名单. The race_settlements key decides
 * between concurrent settlements: the loser waits for the winner's commit and pays nothing. Answers
 * whether this call settled it.
 */
export async function settleRace(db: Database, race: Race, now: Date): Promise<boolean> {
  if (now < race.endTime) return false;
  // Settled before (every later look at the page): no write transaction for a read.
  if ((await db.query('select 1 as one from race_settlements where activity_id = $1', [race.id])).length > 0)
    return false;
  return db.transaction(async (tx) => {
    const marked = await tx.query(
      'insert into race_settlements (activity_id, settled_at) values ($1, $2) on conflict do nothing returning activity_id',
      [race.id, now],
    );
    if (marked.length === 0) return false;
    const board = await turnoverBoard(tx, race.startTime, race.endTime);
    for (const { rank, entry, prizeFen } of placesWon(board, race.config.prizes)) {
      const rewardId = await payPrize(
        tx,
        {
          memberId: entry.memberId,
          activityId: race.id,
          source: 'activity',
          title: `${race.title}·第${rank}名`,
          amountFen: prizeFen,
          turnoverRequiredFen: turnoverFor(prizeFen, race.config.turnoverMultiple),
          requestId: null,
          awardKey: awardKey.racePrize(race.id),
        },
        now,
      );
      await tx.query(
        'insert into race_winners (activity_id, rank, member_id, turnover_fen, prize_fen, reward_id) values ($1, $2, $3, $4, $5, $6)',
        [race.id, rank, entry.memberId, entry.turnoverFen, prizeFen, rewardId],
      );
    }
    return true;
  });
}

/**
 * Settles every race whose end has passed and was not settled yet. Called lazily where a winner looks
 * (the race page, the welfare list, the gift records), so prizes are paid however long nobody looked.
 */
export async function settleEndedRaces(db: Database, now: Date): Promise<number> {
  let settled = 0;
  for (const race of await endedUnsettledRaces(db, now)) if (await settleRace(db, race, now)) settled += 1;
  return settled;
}
