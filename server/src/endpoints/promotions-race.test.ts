import { describe, expect, it } from 'vitest';
import { giftRecordList, promotionConfig, welfareList, withdrawInfo } from 'shared/contract';
import { requireActivity } from '../promotions/activity';
import { DAY_MS, detailOf, promotionTestApp } from '../promotions/promotion-test-app';
import { settleRace } from '../promotions/race/settle-race';
import { createTestMember, placeTestBet, TEST_PASSWORD } from '../promotions/test-members';
import { beijingDate } from '../time/beijing';

const { t, clock } = promotionTestApp();
/** The seeded running race (activity 3): ends 45 days after the seed, prizes 38,888 / 18,888 / 8,888 / 2,000 × 7. */
const RACE = 3;
/** The seeded race that ended two days before the seed (activity 13): 888 / 388 / 88 × 3. */
const ENDED_RACE = 13;

const raceOf = (detail: Parameters<typeof detailOf>[0]) => detailOf(detail, 'racePage');

async function memberId(username: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from members where username = $1', [username]);
  if (row === undefined) throw new Error(`no member ${username}`);
  return row.id;
}

/** The bonus ledger rows of a member, amounts in fen, oldest first. */
const bonusRows = async (id: number) =>
  (
    await t.db.query<{ amount: string; remark: string }>(
      `select amount_fen as amount, remark from ledger where member_id = $1 and kind = 'bonus' order by id`,
      [id],
    )
  ).map((row) => ({
    amount: Number(row.amount),
    remark: row.remark,
  }));

describe('a race that ended before anyone looked', () => {
  it('pays its prize table at the first look anywhere, and its page lists who won', async () => {
    const champ = await memberId('champ01');
    const sprinter = await memberId('sprint02');
    expect(await bonusRows(champ)).toEqual([]);
    // Any member's welfare list settles ended races.
    const bystander = await createTestMember(t.db, 'racelooker', {}, clock.now());
    await t.ok(welfareList, {}, { token: await t.loginAs('racelooker', TEST_PASSWORD) });
    expect(await bonusRows(champ)).toEqual([{ amount: 888_00, remark: '电子游戏周冲榜赛·第1名' }]);
    expect(await bonusRows(sprinter)).toEqual([{ amount: 388_00, remark: '电子游戏周冲榜赛·第2名' }]);
    expect(await bonusRows(bystander)).toEqual([]);

    const token = await t.loginAs('champ01', 'champ1234');
    const page = await t.ok(promotionConfig, { activityId: ENDED_RACE }, { token });
    expect(page.status).toBe('ended');
    const race = raceOf(page.detail);
    expect(race.result?.winners).toEqual([
      { rank: 1, name: 'ch***', value: 2_000, prize: 888 },
      { rank: 2, name: 'sp***', value: 1_200, prize: 388 },
    ]);
    expect(race.result?.mine).toEqual({ rank: 1, prize: 888 });
    // A visitor sees the list without a prize of their own.
    expect(raceOf((await t.ok(promotionConfig, { activityId: ENDED_RACE })).detail).result?.mine).toBeNull();
    // The prize is a gift record and asks 1× its amount in turnover before a withdrawal.
    const today = beijingDate(clock.now());
    const gifts = await t.ok(
      giftRecordList,
      { source: 'activity', startDate: today, endDate: today, pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(gifts.list).toEqual([
      expect.objectContaining({ title: '电子游戏周冲榜赛·第1名', amount: 888, turnoverRequired: 888 }),
    ]);
    expect((await t.ok(withdrawInfo, {}, { token })).turnoverRequired).toBe(888);
  });
});

describe('a race whose end passes while the server runs', () => {
  it('pays the final board once when the end passes, however many look at once, and bets after the end change nothing', async () => {
    const first = await createTestMember(t.db, 'racewin1', { openingFen: 1_000_000_00 }, clock.now());
    const second = await createTestMember(t.db, 'racewin2', { openingFen: 1_000_000_00 }, clock.now());
    await createTestMember(t.db, 'raceidle9', {}, clock.now());
    await placeTestBet(t.db, first, 600_000_00, clock.now());
    await placeTestBet(t.db, second, 400_000_00, clock.now());

    const running = await t.ok(
      promotionConfig,
      { activityId: RACE },
      { token: await t.loginAs('racewin1', TEST_PASSWORD) },
    );
    expect(running.status).toBe('running');
    expect(raceOf(running.detail).result).toBeNull();
    // Settling a running race does nothing.
    const activity = await requireActivity(t.db, RACE, '1');
    if (activity.pageType !== 'racePage') throw new Error(`activity ${RACE} is not a race`);
    expect(await settleRace(t.db, activity, clock.now())).toBe(false);
    expect(await bonusRows(first)).toEqual([]);

    clock.advance(47 * DAY_MS);
    // Sessions lapsed meanwhile.
    const [firstToken, secondToken, idleToken] = await Promise.all([
      t.loginAs('racewin1', TEST_PASSWORD),
      t.loginAs('racewin2', TEST_PASSWORD),
      t.loginAs('raceidle9', TEST_PASSWORD),
    ]);
    // Three looks at once: the race is settled by one of them.
    const [a, b] = await Promise.all([
      t.ok(promotionConfig, { activityId: RACE }, { token: firstToken }),
      t.ok(promotionConfig, { activityId: RACE }, { token: secondToken }),
      t.ok(
        giftRecordList,
        {
          source: 'all',
          startDate: beijingDate(clock.now()),
          endDate: beijingDate(clock.now()),
          pageNum: 1,
          pageSize: 10,
        },
        { token: idleToken },
      ),
    ]);
    expect(a.status).toBe('ended');
    expect(raceOf(a.detail).result?.winners.slice(0, 2)).toEqual([
      { rank: 1, name: 'ra***', value: 600_000, prize: 38_888 },
      { rank: 2, name: 'ra***', value: 400_000, prize: 18_888 },
    ]);
    expect(raceOf(a.detail).result?.mine).toEqual({ rank: 1, prize: 38_888 });
    expect(raceOf(b.detail).result?.mine).toEqual({ rank: 2, prize: 18_888 });
    expect(await bonusRows(first)).toEqual([{ amount: 38_888_00, remark: '欧洲杯投注冲榜赛·第1名' }]);
    expect(await bonusRows(second)).toEqual([{ amount: 18_888_00, remark: '欧洲杯投注冲榜赛·第2名' }]);

    // Later bets and later looks pay nothing more and move nobody.
    await placeTestBet(t.db, second, 300_000_00, clock.now());
    const again = raceOf((await t.ok(promotionConfig, { activityId: RACE }, { token: idleToken })).detail);
    expect(again.result?.mine).toBeNull();
    expect(again.result?.winners[1]).toMatchObject({ rank: 2, value: 400_000, prize: 18_888 });
    expect(await settleRace(t.db, activity, clock.now())).toBe(false);
    expect(await bonusRows(first)).toHaveLength(1);
    expect(await bonusRows(second)).toHaveLength(1);
    const settlements = await t.db.query<{ n: number }>(
      'select count(*)::int as n from race_settlements where activity_id = $1',
      [RACE],
    );
    expect(settlements[0]?.n).toBe(1);
    // Every place of the table is paid once: at most ten winners, each a reward of the race.
    const winners = await t.db.query<{ n: number; paid: number }>(
      `select count(*)::int as n, count(distinct r.id)::int as paid from race_winners w join rewards r on r.id = w.reward_id where w.activity_id = $1`,
      [RACE],
    );
    expect(winners[0]?.n).toBe(winners[0]?.paid);
    expect(winners[0]?.n).toBeLessThanOrEqual(10);
  });
});
