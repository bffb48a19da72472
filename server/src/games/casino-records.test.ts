import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordList, betRecordTotal, launchGame, venueTransfer, type BetRecord } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { beijingDate } from '../time/beijing';

const clock = createTestClock();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  token = await t.loginAs('casino03', 'casino1234');
  await t.ok(
    venueTransfer,
    { channelCode: 'PPDZ', amount: '200', ty: '1', isActivity: false },
    { token, requestId: 'records-in-ppdz' },
  );
  await t.ok(
    venueTransfer,
    { channelCode: 'KYBY', amount: '200', ty: '1', isActivity: false },
    { token, requestId: 'records-in-kyby' },
  );
  const slot = new URL((await t.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token })).url).pathname;
  const site = new URL(
    (await t.ok(launchGame, { enName: 'KYBY', gameCode: '' }, { token })).url,
    'https://site.example',
  );
  const fishing = `/venue/play/${site.searchParams.get('ticket') ?? ''}`;
  const play = async (path: string, body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    clock.advance(1_000);
  };
  for (const [i, stake] of [1, 2, 5].entries()) await play(slot, { requestId: `records-slot-${i}`, stake });
  await play(fishing, { requestId: 'records-fish-0', stake: 10, target: 'shark' });
});
afterAll(async () => {
  await t.close();
});

const today = () => beijingDate(clock.now());
const rounds = (list: BetRecord[]) =>
  list.map((record) => {
    if (record.kind !== 'casino') throw new Error(`a ${record.kind} row among the casino rounds`);
    return record;
  });

describe('bet records of a casino venue', () => {
  it('lists the rounds of that venue only, newest first, and pages', async () => {
    const first = await t.ok(
      betRecordList,
      { venue: 'PPDZ', status: 'all', startDate: today(), endDate: today(), page: 1, pageSize: 2 },
      { token },
    );
    expect(first.total).toBe(3);
    expect(rounds(first.list).map((r) => r.stake)).toEqual([5, 2]);
    const second = await t.ok(
      betRecordList,
      { venue: 'PPDZ', status: 'all', startDate: today(), endDate: today(), page: 2, pageSize: 2 },
      { token },
    );
    const [oldest] = rounds(second.list);
    expect(oldest).toMatchObject({
      kind: 'casino',
      venueCode: 'PPDZ',
      venueName: 'PP电子',
      gameName: '幸运水果机',
      stake: 1,
    });
    expect(oldest!.winLoss).toBe(oldest!.payout - 1);
    expect(oldest!.detail).toMatch(/ · (三连|两连|未中奖)/);

    const fish = rounds(
      (await t.ok(betRecordList, { venue: 'KYBY', status: 'settled', startDate: today(), endDate: today() }, { token }))
        .list,
    );
    expect(fish).toHaveLength(1);
    expect(fish[0]).toMatchObject({ venueCode: 'KYBY', gameName: '欢乐捕鱼', stake: 10 });
    expect(fish[0]!.detail).toMatch(/^鲨鱼 ×30 · /);
  });

  it('totals count, stake, valid stake (the whole stake) and win/loss from the rounds themselves', async () => {
    const [sums] = await t.db.query<{ payout: number }>(
      `select sum(payout_fen)::bigint as payout from casino_rounds r join venues v on v.id = r.venue_id where v.en_name = 'PPDZ'`,
    );
    const payout = (sums?.payout ?? 0) / 100;
    expect(
      await t.ok(betRecordTotal, { venue: 'PPDZ', status: 'all', startDate: today(), endDate: today() }, { token }),
    ).toEqual({
      count: 3,
      stake: 8,
      validStake: 8,
      winLoss: Math.round((payout - 8) * 100) / 100,
    });
  });

  it('has nothing unsettled, nothing on other days, and nothing for a venue without rounds or an unknown one', async () => {
    const empty = { list: [], total: 0, page: 1, pageSize: 10 };
    expect(
      await t.ok(
        betRecordList,
        { venue: 'PPDZ', status: 'unsettled', startDate: today(), endDate: today() },
        { token },
      ),
    ).toEqual(empty);
    expect(
      await t.ok(
        betRecordTotal,
        { venue: 'PPDZ', status: 'unsettled', startDate: today(), endDate: today() },
        { token },
      ),
    ).toEqual({ count: 0, stake: 0, validStake: 0, winLoss: 0 });
    expect(
      (
        await t.ok(
          betRecordList,
          { venue: 'PPDZ', status: 'all', startDate: '2020-01-01', endDate: '2020-01-31' },
          { token },
        )
      ).total,
    ).toBe(0);
    expect(
      await t.ok(betRecordList, { venue: 'AGZR', status: 'all', startDate: today(), endDate: today() }, { token }),
    ).toEqual(empty);
    expect(
      await t.ok(betRecordList, { venue: 'NOPE', status: 'all', startDate: today(), endDate: today() }, { token }),
    ).toEqual(empty);
  });

  it('keeps the sports records as the default venue, without the rounds', async () => {
    expect(await t.ok(betRecordList, { status: 'all', startDate: today(), endDate: today() }, { token })).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    expect(
      (await t.ok(betRecordTotal, { venue: 'CRTY', status: 'all', startDate: today(), endDate: today() }, { token }))
        .count,
    ).toBe(0);
  });

  it('checks the dates as the sports records do', async () => {
    expect(
      (
        await t.call(
          betRecordList,
          { venue: 'PPDZ', status: 'all', startDate: '2025-02-31', endDate: '2025-03-01' },
          { token },
        )
      ).envelope,
    ).toMatchObject({
      status_code: 6007,
      message: '请选择正确的日期',
    });
  });
});
