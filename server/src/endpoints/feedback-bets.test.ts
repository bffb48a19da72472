import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedBack, getFeedbackInfo, queryMemberBetList, type RequestOf } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { feedbackBetFixtures } from '../testing/feedback-bet-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let t: TestApp;
let member: string;
let memberId: number;
let otherId: number;
const { sportsTicket, casinoRound } = feedbackBetFixtures(() => t, clock);

async function idOf(username: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from members where username = $1', [username]);
  if (row === undefined) throw new Error(`no member ${username}`);
  return row.id;
}

beforeAll(async () => {
  // The book stands still: the tickets written below are nobody's to settle.
  t = await createTestApp({ testMode: true, clock: clock.now, sports: { autoRun: false, feedRate: 0 } });
  member = await t.loginAs('casino02', 'casino1234');
  [memberId, otherId] = await Promise.all([idOf('casino02'), idOf('casino01')]);
});
afterAll(async () => {
  await t.close();
});

async function code(body: RequestOf<typeof addFeedBack>, token: string): Promise<[number, string]> {
  const { envelope } = await t.call(addFeedBack, body, { token });
  return [envelope.status_code, envelope.message];
}

const TEXT = '充值成功后余额一直没有到账，麻烦帮忙查一下';

describe('bets', () => {
  let recentSports: string;
  let recentRound: string;
  let oldSports: string;

  beforeAll(async () => {
    oldSports = await sportsTicket(memberId, 15);
    recentSports = await sportsTicket(memberId, 2);
    recentRound = await casinoRound(memberId, 1);
    await sportsTicket(otherId, 1);
  });

  it('lists the member’s bets of the last 14 days, newest first', async () => {
    const { list } = await t.ok(queryMemberBetList, {}, { token: member });
    expect(list.map((b) => b.betId)).toEqual([recentRound, recentSports]);
    expect(list[0]).toMatchObject({ venueName: 'PG电子', summary: '麻将胡了：🀄🀅🀆 · 未中奖', stake: 10 });
    expect(list[1]).toMatchObject({
      venueName: '皇冠体育',
      summary: '英超 曼联 vs 切尔西：曼联 @1.95（未结算）',
      stake: 50,
    });
    expect(list.map((b) => b.betId)).not.toContain(oldSports);
  });

  it('attaches a recent bet to a bet ticket and shows it in the detail', async () => {
    const { id } = await t.ok(
      addFeedBack,
      { type: 'bet', content: '这张体育注单的比分和结算对不上', betId: recentSports },
      { token: member },
    );
    const detail = await t.ok(getFeedbackInfo, { id }, { token: member });
    expect(detail.bet).toMatchObject({ betId: recentSports, venueName: '皇冠体育', stake: 50 });
    const round = await t.ok(
      addFeedBack,
      { type: 'bet', content: '这局游戏转完之后余额没有变化', betId: recentRound },
      { token: member },
    );
    expect((await t.ok(getFeedbackInfo, { id: round.id }, { token: member })).bet?.summary).toBe(
      '麻将胡了：🀄🀅🀆 · 未中奖',
    );
  });

  it('refuses a bet older than 14 days, another member’s, or on a ticket of another type', async () => {
    // Close the earlier tickets: this test is about the bet, not the open-ticket limit.
    await t.db.query(`update feedback_tickets set status = 'closed' where member_id = $1`, [memberId]);
    const [otherBet] = await t.db.query<{ ticket_id: string }>(
      'select ticket_id from sports_tickets where member_id = $1',
      [otherId],
    );
    expect(await code({ type: 'bet', content: TEXT, betId: oldSports }, member)).toEqual([
      6007,
      '只能附加近14天内的注单',
    ]);
    expect((await code({ type: 'bet', content: TEXT, betId: otherBet?.ticket_id ?? '' }, member))[0]).toBe(6007);
    expect(await code({ type: 'deposit', content: TEXT, betId: recentSports }, member)).toEqual([
      6007,
      '只有投注问题可以附加注单',
    ]);
  });

  it('refuses a bet once its 14 days are over', async () => {
    clock.advance(12 * DAY_MS + 60_000);
    // Twelve days outlive the sessions: log in again, as the member would.
    member = await t.loginAs('casino02', 'casino1234');
    expect(await code({ type: 'bet', content: TEXT, betId: recentSports }, member)).toEqual([
      6007,
      '只能附加近14天内的注单',
    ]);
    expect((await t.ok(queryMemberBetList, {}, { token: member })).list.map((b) => b.betId)).toEqual([recentRound]);
  });
});
