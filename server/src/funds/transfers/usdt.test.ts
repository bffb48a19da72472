import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertAtRate,
  getBalance,
  getTransferRate,
  queryDealRecord,
  utcTransfer,
  venueAllBalance,
  type RequestOf,
} from 'shared/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { beijingDate } from '../../time/beijing';

let t: TestApp;
let token: string;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('transfer01', 'trans1234');
  memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'transfer01'`))[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

type Conversion = RequestOf<typeof utcTransfer>;
const convert = (body: Partial<Conversion>, requestId = randomUUID(), who = token) =>
  t.call(utcTransfer, { direction: 'toUsdt', amount: '100', rate: 7.2, ...body }, { token: who, requestId });

async function rows(id = memberId) {
  return t.db.query<{ currency: string; n: number }>(
    'select currency, count(*)::int as n from ledger where member_id = $1 group by currency order by currency',
    [id],
  );
}
async function wallet(who = token) {
  const rate = await t.ok(getTransferRate, {}, { token: who });
  return { center: rate.centerWalletBalance, usdt: rate.usdtBalance };
}

/** Every wallet — centre, venue and coin, per currency — equals the sum of its ledger rows. */
async function mismatches(): Promise<number> {
  const found = await t.db.query<{ n: number }>(`
    select count(*)::int as n from (
      select w.member_id, null::int as venue_id, 'CNY' as currency, w.balance_fen as balance from wallets w
      union all select v.member_id, v.venue_id, 'CNY', v.balance_fen from venue_wallets v
      union all select c.member_id, null::int, c.currency, c.balance_cents from coin_wallets c
    ) b
    where b.balance <> (select coalesce(sum(l.amount_fen), 0) from ledger l
                         where l.member_id = b.member_id and l.venue_id is not distinct from b.venue_id and l.currency = b.currency)`);
  return found[0]?.n ?? -1;
}

describe('convertAtRate (the one rounding rule)', () => {
  it('rounds down in the target currency, so the player loses less than 0.01', () => {
    expect(convertAtRate('toUsdt', 100_00, 720)).toBe(13_88); // 13.888… USDT
    expect(convertAtRate('toCny', 13_88, 710)).toBe(98_54); // 98.548 CNY
    expect(convertAtRate('toUsdt', 720, 720)).toBe(100);
    expect(convertAtRate('toCny', 1, 710)).toBe(7); // 0.071 CNY
  });
});

describe('transfer/getTransferRate', () => {
  it('publishes the rates, the USDT wallet and the limits', async () => {
    expect(await t.ok(getTransferRate, {}, { token })).toMatchObject({
      currency: 'USDT',
      buyRate: 7.2,
      sellRate: 7.1,
      usdtBalance: 0,
      centerWalletBalance: 10000,
      minUsdt: 1,
      maxUsdt: 10000,
    });
  });
  it('needs a login', async () => {
    expect((await t.call(getTransferRate, {})).envelope.status_code).toBe(6001);
  });
});

describe('transfer/utcTransfer', () => {
  it('converts CNY → USDT and back: two ledger rows each, one per currency, USDT outside the CNY totals', async () => {
    const id = randomUUID();
    const there = await convert({ amount: '100' }, id);
    expect(there.envelope).toMatchObject({
      status_code: 6000,
      data: {
        direction: 'toUsdt',
        amount: 100,
        converted: 13.88,
        rate: 7.2,
        centerWalletBalance: 9900,
        usdtBalance: 13.88,
      },
    });
    const written = await t.db.query<{ currency: string; kind: string; amount_fen: number; venue_id: number | null }>(
      'select currency, kind, amount_fen, venue_id from ledger where member_id = $1 and request_id = $2 order by id',
      [memberId, id],
    );
    expect(written).toEqual([
      { currency: 'CNY', kind: 'transfer_out', amount_fen: -100_00, venue_id: null },
      { currency: 'USDT', kind: 'transfer_in', amount_fen: 13_88, venue_id: null },
    ]);
    // The USDT wallet is not CNY money: getBalance and venue/allBalance leave it out.
    expect(await t.ok(getBalance, { withLockMoney: true }, { token })).toMatchObject({
      centerWalletBalance: 9900,
      totalMoney: 9900,
    });
    expect((await t.ok(venueAllBalance, { category: 8 }, { token })).totalMoney).toBe(9900);

    const back = await convert({ direction: 'toCny', amount: '13.88', rate: 7.1 });
    expect(back.envelope.data).toEqual({
      direction: 'toCny',
      amount: 13.88,
      converted: 98.54,
      rate: 7.1,
      centerWalletBalance: 9998.54,
      usdtBalance: 0,
    });
    expect(await rows()).toEqual([
      { currency: 'CNY', n: 3 },
      { currency: 'USDT', n: 2 },
    ]);
    expect(await mismatches()).toBe(0);
  });

  it('shows the CNY rows in the deal records and never the USDT rows', async () => {
    const today = beijingDate(new Date());
    const page = await t.ok(
      queryDealRecord,
      { type: 'transfer', beginTime: today, endTime: today, pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(page.list.map((r) => [r.amount, r.walletName, r.remark])).toEqual([
      [98.54, '中心钱包', '由13.88 USDT兑换（汇率7.10）'],
      [-100, '中心钱包', '兑换13.88 USDT（汇率7.20）'],
    ]);
    expect(page).toMatchObject({ total: 2, totalIncome: 98.54, totalExpense: 100 });
  });

  it('refuses a moved rate with 7401 and the new rates, moving nothing; the new rate then converts', async () => {
    const before = { rows: await rows(), wallet: await wallet() };
    await t.db.query(
      `update coin_rates set buy_rate_fen = 730, sell_rate_fen = 715, updated_at = now() where currency = 'USDT'`,
    );
    try {
      const moved = await convert({ amount: '73', rate: 7.2 });
      expect(moved.envelope).toMatchObject({
        status_code: 7401,
        message: '汇率已变动为7.30，请确认新汇率后再兑换',
        data: { buyRate: 7.3, sellRate: 7.15 },
      });
      expect((await convert({ direction: 'toCny', amount: '1', rate: 7.1 })).envelope.status_code).toBe(7401);
      expect({ rows: await rows(), wallet: await wallet() }).toEqual(before);
      expect((await convert({ amount: '73', rate: 7.3 })).envelope.data).toMatchObject({
        converted: 10,
        usdtBalance: 10,
      });
    } finally {
      await t.db.query(`update coin_rates set buy_rate_fen = 720, sell_rate_fen = 710 where currency = 'USDT'`);
    }
  });

  const refusals: [string, Partial<Conversion>, number, RegExp][] = [
    ['an empty amount', { amount: '' }, 6007, /请输入金额/],
    ['an amount padded with spaces', { amount: ' 100 ' }, 6007, /^金额格式不正确/],
    ['a USDT amount padded with spaces', { direction: 'toCny', amount: ' 1 ', rate: 7.1 }, 6007, /^金额格式不正确/],
    ['a negative amount', { amount: '-5' }, 6007, /格式不正确/],
    ['three decimals', { amount: '7.201' }, 6007, /两位小数/],
    ['less than 1 USDT', { amount: '7.19' }, 7402, /1.00至10000.00 USDT/],
    ['more than 10,000 USDT', { direction: 'toCny', amount: '10000.01', rate: 7.1 }, 7402, /USDT之间/],
    ['more than the centre wallet', { amount: '9999' }, 7101, /中心钱包余额不足/],
    ['more than the USDT wallet', { direction: 'toCny', amount: '10.01', rate: 7.1 }, 7101, /USDT钱包余额不足/],
    ['a rate with more decimals', { amount: '72', rate: 7.199 }, 7401, /汇率已变动/],
  ];
  for (const [name, body, code, message] of refusals) {
    it(`refuses ${name} with ${code} and moves nothing`, async () => {
      const before = { rows: await rows(), wallet: await wallet() };
      const { envelope } = await convert(body);
      expect(envelope.status_code).toBe(code);
      expect(envelope.message).toMatch(message);
      expect({ rows: await rows(), wallet: await wallet() }).toEqual(before);
    });
  }

  it('applies concurrent duplicates once and refuses the id with another body (7601)', async () => {
    const before = await wallet();
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => convert({ direction: 'toCny', amount: '5', rate: 7.1 }, id)),
    );
    for (const answer of answers) expect(answer.envelope).toEqual(answers[0]?.envelope);
    expect(answers[0]?.envelope.data).toMatchObject({ converted: 35.5 });
    expect((await convert({ direction: 'toCny', amount: '6', rate: 7.1 }, id)).envelope.status_code).toBe(7601);
    const count = await t.db.query<{ n: number }>('select count(*)::int as n from ledger where request_id = $1', [id]);
    expect(count[0]?.n).toBe(2);
    expect(await wallet()).toEqual({ center: before.center + 35.5, usdt: before.usdt - 5 });
  });

  it('never overdraws the USDT wallet under concurrent distinct conversions; sums match every wallet', async () => {
    const other = await t.loginAs('transfer02', 'trans1234');
    // 720.00 CNY → exactly 100 USDT, then 30 × 5 USDT = 150 against 100.
    expect((await convert({ amount: '720' }, randomUUID(), other)).envelope.data).toMatchObject({ usdtBalance: 100 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => convert({ direction: 'toCny', amount: '5', rate: 7.1 }, randomUUID(), other)),
    );
    const codes = answers.map((a) => a.envelope.status_code);
    expect(codes.filter((c) => c === 6000)).toHaveLength(20);
    expect(codes.filter((c) => c === 7101)).toHaveLength(10);
    expect(await wallet(other)).toEqual({ center: 10000 - 720 + 20 * 35.5, usdt: 0 });
    const otherId =
      (await t.db.query<{ id: number }>(`select id from members where username = 'transfer02'`))[0]?.id ?? 0;
    expect(await rows(otherId)).toEqual([
      { currency: 'CNY', n: 1 + 1 + 20 },
      { currency: 'USDT', n: 1 + 20 },
    ]);
    expect(await mismatches()).toBe(0);
  });
});
