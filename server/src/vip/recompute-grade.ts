import type { Queryable } from '../db/database';
import { payReward } from '../promotions/rewards';
import { gradeConfigs } from './grade-configs';
import { memberTotals } from './member-totals';
import { reachedGrade } from './reached-grade';

export interface Recomputed {
  grade: number;
  /** Upgrade bonuses this call paid into the centre wallet, in fen (0 when no grade was reached). */
  bonusFen: number;
}

/**
 * Brings the member's recorded grade up to what their lifetime deposits and turnover reach, inside
 * the caller's transaction (a deposit confirmation, a bet), and pays each newly reached grade's
 * upgrade bonus with a 1× turnover requirement. Grades never go down: a member recorded higher than
 * their totals (a grade given by an operator) keeps it. vip_upgrades' key makes each bonus pay once
 * even if two recomputations of one member race.
 */
export async function recomputeGrade(tx: Queryable, memberId: number, now: Date): Promise<Recomputed> {
  // The member row lock queues concurrent recomputations of one member behind each other.
  const [member] = await tx.query<{ grade: number }>(
    'select vip_grade as grade from members where id = $1 for no key update',
    [memberId],
  );
  if (member === undefined) throw new Error(`member ${memberId} does not exist`);
  const configs = await gradeConfigs(tx);
  const reached = reachedGrade(configs, await memberTotals(tx, memberId));
  if (reached <= member.grade) return { grade: member.grade, bonusFen: 0 };

  let bonusFen = 0;
  for (const config of configs.filter((c) => c.grade > member.grade && c.grade <= reached)) {
    const recorded = await tx.query(
      'insert into vip_upgrades (member_id, grade, reached_at) values ($1, $2, $3) on conflict do nothing returning grade',
      [memberId, config.grade, now],
    );
    if (recorded.length === 0 || config.upgradeBonusFen === 0) continue;
    const { rewardId } = await payReward(
      tx,
      {
        memberId,
        activityId: null,
        source: 'vip',
        title: `${config.name}晋级礼金`,
        amountFen: config.upgradeBonusFen,
        turnoverRequiredFen: config.upgradeBonusFen,
        requestId: null,
        awardKey: `vip-upgrade:${config.grade}`,
      },
      now,
    );
    await tx.query('update vip_upgrades set reward_id = $3 where member_id = $1 and grade = $2', [
      memberId,
      config.grade,
      rewardId,
    ]);
    bonusFen += config.upgradeBonusFen;
  }
  await tx.query('update members set vip_grade = $2 where id = $1 and vip_grade < $2', [memberId, reached]);
  return { grade: reached, bonusFen };
}
