import type { ActivityDetail } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import { countedUntil, type ActivityOf } from '../activity';
import { maskName } from '../mask-name';
import { turnoverBoard } from '../member-money';
import { raceResult } from '../race/race-result';
import type { Viewer } from '../viewer';

/**
 * The board of every member's valid turnover in the window so far (member-money: stakes placed, settled
 * or not), and once the race is settled (race/settle-race) who won what.
 */
export async function raceDetail(
  db: Queryable,
  activity: ActivityOf<'racePage'>,
  viewer: Viewer | null,
  now: Date,
): Promise<ActivityDetail> {
  const [board, result] = await Promise.all([
    now < activity.startTime ? Promise.resolve([]) : turnoverBoard(db, activity.startTime, countedUntil(activity, now)),
    raceResult(db, activity.id, viewer?.memberId ?? null),
  ]);
  const myIndex = viewer === null ? -1 : board.findIndex((entry) => entry.memberId === viewer.memberId);
  const mine = board[myIndex];
  return {
    pageType: 'racePage',
    metric: 'turnover',
    prizes: activity.config.prizes.map((p) => ({
      rankFrom: p.rankFrom,
      rankTo: p.rankTo,
      amount: fenToYuan(p.amountFen),
    })),
    leaderboard: board.slice(0, activity.config.boardSize).map((entry, index) => ({
      rank: index + 1,
      name: maskName(entry.username),
      value: fenToYuan(entry.turnoverFen),
    })),
    me:
      viewer === null
        ? null
        : mine === undefined
          ? { rank: null, value: 0 }
          : { rank: myIndex + 1, value: fenToYuan(mine.turnoverFen) },
    result,
  };
}
