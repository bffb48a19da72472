import { md5Hex } from 'shared/crypto';
import { hashPassword } from '../../members/password';
import { checkActivityConfig } from '../../promotions/activity-config';
import { beijingAt } from '../../time/beijing';
import { applyBalanceChange } from '../../wallet/ledger';
import type { Queryable } from '../database';
import { seedPlayedRounds } from './played-rounds';

/** A race that ended two days before the seed, so its page shows the 获奖名单 once it is looked at. */
export const ENDED_RACE = {
  id: 13,
  title: '电子游戏周冲榜赛',
  subtitle: '电子游戏有效投注前5名 瓜分1,540元',
  config: {
    boardSize: 10,
    turnoverMultiple: 1,
    prizes: [
      { rankFrom: 1, rankTo: 1, amountFen: 888_00 },
      { rankFrom: 2, rankTo: 2, amountFen: 388_00 },
      { rankFrom: 3, rankTo: 5, amountFen: 88_00 },
    ],
  },
  rules: [
    '活动期间所有会员的有效投注自动计入排行榜，无需报名。',
    '活动结束时排名前5的会员获得对应奖金：第1名888元，第2名388元，第3至5名各88元，奖金自动发放至中心钱包，1倍流水即可提款。',
    '有效投注相同时，先达到该投注额的会员排名在前。',
  ],
} as const;

/**
 * Members who played in that race's window (three days before the seed): champ01 with 2,000.00 of
 * slot turnover (first place), sprint02 with 1,200.00 (second).
 */
export const RACE_MEMBERS = [
  { username: 'champ01', password: 'champ1234', rounds: 40 },
  { username: 'sprint02', password: 'champ1234', rounds: 24 },
] as const;

export async function seedRaceResults(tx: Queryable, now: Date): Promise<void> {
  checkActivityConfig('racePage', ENDED_RACE.config);
  await tx.query(
    `insert into activities (id, title, subtitle, category, page_type, start_time, end_time, sort, config, rules, requires_join)
     values ($1, $2, $3, 'casino', 'racePage', $4, $5, 13, $6::jsonb, $7::jsonb, false)`,
    [
      ENDED_RACE.id,
      ENDED_RACE.title,
      ENDED_RACE.subtitle,
      beijingAt(now, -9, 0),
      beijingAt(now, -2, 23, 59),
      JSON.stringify(ENDED_RACE.config),
      JSON.stringify(ENDED_RACE.rules),
    ],
  );
  const played = beijingAt(now, -3, 20);
  for (const member of RACE_MEMBERS) {
    const rows = await tx.query<{ id: number }>(
      `insert into members (username, password_hash, register_site_id, register_ip, created_at, login_protection)
       values ($1, $2, '1', '10.0.0.33', $3, false) returning id`,
      [member.username, await hashPassword(md5Hex(member.password)), now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`seeding ${member.username} returned no id`);
    const stakeFen = 50_00;
    await applyBalanceChange(
      tx,
      {
        memberId: id,
        venueId: null,
        kind: 'opening',
        amountFen: 5_000_00,
        requestId: null,
        remark: '冲榜演示账户开户余额',
      },
      beijingAt(now, -4, 10),
    );
    await seedPlayedRounds(tx, id, {
      venue: 'CQ9DZ',
      transferFen: stakeFen * member.rounds,
      stakeFen,
      count: member.rounds,
      at: played,
    });
  }
}
