import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  setAutoTransferStatus,
  venueAllBalance,
  venueBalance,
  venueRecycle,
  venueTransfer,
  type RequestOf,
} from 'shared/contract';
import { lockOrder, statementsOf } from '../../testing/recorded-statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { recycleAll, transferBetween } from './transfer';

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

type Transfer = RequestOf<typeof venueTransfer>;
const transfer = (body: Partial<Transfer>, requestId = randomUUID(), who = token) =>
  t.call(
    venueTransfer,
    { channelCode: 'AGZR', amount: '100', ty: '1', isActivity: false, ...body },
    { token: who, requestId },
  );

async function ledgerCount(id = memberId): Promise<number> {
  return (
    (await t.db.query<{ n: number }>('select count(*)::int as n from ledger where member_id = $1', [id]))[0]?.n ?? 0
  );
}
async function balances() {
  const all = await t.ok(venueAllBalance, { category: 8 }, { token });
  return {
    center: all.centerWalletBalance,
    total: all.totalMoney,
    venues: Object.fromEntries(all.venues.map((v) => [v.channelCode, v.balance])),
  };
}

/** Every wallet equals the sum of its ledger rows (docs/decisions/0007-wallets-equal-their-ledger.md). */
async function mismatches(): Promise<number> {
  const rows = await t.db.query<{ n: number }>(`
    select count(*)::int as n from (
      select w.member_id, null::int as venue_id, w.balance_fen from wallets w
      union all select v.member_id, v.venue_id, v.balance_fen from venue_wallets v
    ) b
    where b.balance_fen <> (select coalesce(sum(l.amount_fen), 0) from ledger l
                             where l.member_id = b.member_id and l.venue_id is not distinct from b.venue_id and l.currency = 'CNY')`);
  return rows[0]?.n ?? -1;
}

describe('venue/allBalance and venue/balance', () => {
  it('lists the centre wallet and every venue wallet, the maintenance window and the switch', async () => {
    const all = await t.ok(venueAllBalance, { category: 8 }, { token });
    expect(all).toMatchObject({ centerWalletBalance: 10000, lockMoney: 0, totalMoney: 10000, autoTransfer: false });
    expect(all.venues).toHaveLength(24);
    expect(all.venues.every((v) => v.balance === 0)).toBe(true);
    const bg = all.venues.find((v) => v.channelCode === 'BGZR');
    expect(bg?.status).toBe('maintenance');
    expect(bg?.maintenance?.until).toMatch(/^\d{4}-/);
    expect(all.venues.find((v) => v.channelCode === 'AGZR')).toMatchObject({
      name: 'AG真人',
      category: 'ZR',
      status: 'normal',
      maintenance: null,
    });
  });

  it('answers one venue and refuses an unknown one with 6004', async () => {
    expect(await t.ok(venueBalance, { channelCode: 'KYQP' }, { token })).toMatchObject({
      channelCode: 'KYQP',
      balance: 0,
    });
    expect((await t.call(venueBalance, { channelCode: 'NOPE' }, { token })).envelope).toMatchObject({
      status_code: 6004,
      message: '场馆不存在',
    });
  });

  it('needs a login', async () => {
    expect((await t.call(venueAllBalance, { category: 8 })).envelope.status_code).toBe(6001);
  });
});

describe('venue/transfer', () => {
  it('moves money in (ty 1) and out (ty 2) with two ledger rows each', async () => {
    const before = await ledgerCount();
    const id = randomUUID();
    const into = await transfer({ amount: '100.5' }, id);
    expect(into.envelope.data).toEqual({
      channelCode: 'AGZR',
      ty: '1',
      amount: 100.5,
      centerWalletBalance: 9899.5,
      venueBalance: 100.5,
    });
    const rows = await t.db.query<{ kind: string; amount_fen: number; venue_id: number | null }>(
      'select kind, amount_fen, venue_id from ledger where member_id = $1 and request_id = $2 order by id',
      [memberId, id],
    );
    expect(rows).toEqual([
      { kind: 'transfer_out', amount_fen: -10050, venue_id: null },
      { kind: 'transfer_in', amount_fen: 10050, venue_id: 201 },
    ]);
    const out = await transfer({ amount: '0.5', ty: '2' });
    expect(out.envelope.data).toMatchObject({ ty: '2', amount: 0.5, centerWalletBalance: 9900, venueBalance: 100 });
    expect(await ledgerCount()).toBe(before + 4);
    expect(await t.ok(venueBalance, { channelCode: 'AGZR' }, { token })).toMatchObject({ balance: 100 });
    expect(await mismatches()).toBe(0);
  });

  it('applies a request id once, concurrent or later, and refuses it with another body (7601)', async () => {
    const before = await ledgerCount();
    const { center } = await balances();
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => transfer({ channelCode: 'KYQP', amount: '10' }, id)),
    );
    for (const answer of answers) expect(answer.envelope).toEqual(answers[0]?.envelope);
    expect(answers[0]?.envelope.status_code).toBe(6000);
    expect((await transfer({ channelCode: 'KYQP', amount: '10' }, id)).envelope).toEqual(answers[0]?.envelope);
    expect((await transfer({ channelCode: 'KYQP', amount: '20' }, id)).envelope.status_code).toBe(7601);
    expect(await ledgerCount()).toBe(before + 2);
    expect((await balances()).center).toBe(center - 10);
  });

  const refusals: [string, Partial<Transfer>, number, RegExp][] = [
    ['empty amount', { amount: '' }, 6007, /请输入金额/],
    ['an amount padded with spaces', { amount: ' 100 ' }, 6007, /^金额格式不正确/],
    ['an amount with a plus sign', { amount: '+100' }, 6007, /格式不正确/],
    ['an amount in exponent form', { amount: '1e2' }, 6007, /格式不正确/],
    ['negative amount', { amount: '-5' }, 6007, /格式不正确/],
    ['non-numeric amount', { amount: 'abc' }, 6007, /格式不正确/],
    ['three decimals', { amount: '1.234' }, 6007, /两位小数/],
    ['zero', { amount: '0.00' }, 6007, /大于0/],
    ['thirteen characters', { amount: '1234567890.12' }, 6007, /金额最多12位/],
    ['unknown venue', { channelCode: 'NOPE' }, 6004, /场馆不存在/],
    ['a venue under maintenance', { channelCode: 'BGZR' }, 6415, /BG真人维护中，预计.*恢复/],
    ['more than the centre wallet', { amount: '999999' }, 7101, /中心钱包余额不足/],
    ['more than the venue wallet', { amount: '100.01', ty: '2' }, 7101, /AG真人余额不足/],
    ['out of an empty venue', { channelCode: 'PGDZ', amount: '1', ty: '2' }, 7101, /PG电子余额不足/],
  ];
  for (const [name, body, code, message] of refusals) {
    it(`refuses ${name} with ${code} and moves nothing`, async () => {
      const before = { rows: await ledgerCount(), balances: await balances() };
      const { envelope } = await transfer(body);
      expect(envelope.status_code).toBe(code);
      expect(envelope.message).toMatch(message);
      expect({ rows: await ledgerCount(), balances: await balances() }).toEqual(before);
    });
  }

  it('judges a refused request id afresh on its retry', async () => {
    const id = randomUUID();
    expect((await transfer({ channelCode: 'LHDJ', amount: '5', ty: '2' }, id)).envelope.status_code).toBe(7101);
    expect((await transfer({ channelCode: 'LHDJ', amount: '5', ty: '1' }, randomUUID())).envelope.status_code).toBe(
      6000,
    );
    expect((await transfer({ channelCode: 'LHDJ', amount: '5', ty: '2' }, id)).envelope.status_code).toBe(6000);
  });

  it('never overdraws under many concurrent distinct transfers: rows match the successes', async () => {
    const other = await t.loginAs('transfer02', 'trans1234');
    const otherId =
      (await t.db.query<{ id: number }>(`select id from members where username = 'transfer02'`))[0]?.id ?? 0;
    const before = await ledgerCount(otherId);
    const venues = ['AGZR', 'KYQP', 'PGDZ', 'LHDJ', 'G1CP', 'JDBBY'];
    // 30 × 500.00 = 15,000.00 against 10,000.00.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        transfer({ channelCode: venues[i % venues.length] ?? 'AGZR', amount: '500' }, randomUUID(), other),
      ),
    );
    const codes = answers.map((a) => a.envelope.status_code);
    const ok = codes.filter((c) => c === 6000).length;
    expect(ok).toBe(20);
    expect(codes.filter((c) => c === 7101)).toHaveLength(10);
    expect(await ledgerCount(otherId)).toBe(before + 2 * ok);
    const all = await t.ok(venueAllBalance, { category: 8 }, { token: other });
    expect(all.centerWalletBalance).toBe(0);
    expect(all.totalMoney).toBe(10000);
    expect(await mismatches()).toBe(0);
  });
});

describe('venue/recycle', () => {
  it('brings every venue wallet back in one call: a row per venue and one on the centre wallet', async () => {
    await transfer({ channelCode: 'PGDZ', amount: '30' });
    await transfer({ channelCode: 'G1CP', amount: '20.25' });
    const { total, venues } = await balances();
    const holding = Object.entries(venues)
      .filter(([, v]) => v > 0)
      .map(([code]) => code);
    const before = await ledgerCount();
    const id = randomUUID();
    const answer = await t.ok(venueRecycle, {}, { token, requestId: id });
    expect([...answer.recycled].sort()).toEqual([...holding].sort());
    expect(answer.skipped).toEqual([]);
    expect(answer.centerWalletBalance).toBe(total);
    expect(await ledgerCount()).toBe(before + holding.length + 1);
    // A repeat gives the first answer and moves nothing more.
    expect(await t.ok(venueRecycle, {}, { token, requestId: id })).toEqual(answer);
    expect(await ledgerCount()).toBe(before + holding.length + 1);
    const after = await balances();
    expect(Object.values(after.venues).every((v) => v === 0)).toBe(true);
    expect(after.center).toBe(total);
    // Nothing left: a recycle that moves nothing writes nothing.
    expect(await t.ok(venueRecycle, {}, { token })).toMatchObject({ amount: 0, recycled: [] });
    expect(await ledgerCount()).toBe(before + holding.length + 1);
    expect(await mismatches()).toBe(0);
  });

  it('leaves money in a venue under maintenance and names it', async () => {
    const other = await t.loginAs('transfer03', 'trans1234');
    await t.call(
      venueTransfer,
      { channelCode: 'AGZR', amount: '40', ty: '1', isActivity: false },
      { token: other, requestId: randomUUID() },
    );
    await t.db.query(`update venues set status = 'maintenance' where en_name = 'AGZR'`);
    try {
      const answer = await t.ok(venueRecycle, {}, { token: other, requestId: randomUUID() });
      expect(answer).toMatchObject({ amount: 0, recycled: [], skipped: ['AGZR'] });
    } finally {
      await t.db.query(`update venues set status = 'normal' where en_name = 'AGZR'`);
    }
  });
});

describe('status/setAutoTransferStatus', () => {
  it('persists the switch per member', async () => {
    expect(await t.ok(setAutoTransferStatus, { autoTransfer: true }, { token })).toEqual({ autoTransfer: true });
    expect((await t.ok(venueAllBalance, { category: 8 }, { token })).autoTransfer).toBe(true);
    expect(await t.ok(setAutoTransferStatus, { autoTransfer: false }, { token })).toEqual({ autoTransfer: false });
    expect((await t.ok(venueAllBalance, { category: 8 }, { token })).autoTransfer).toBe(false);
  });
});

describe('lock order', () => {
  // Two wallets locked in the order the money moves (centre then venue in, venue then centre out)
  // deadlock on a PostgreSQL server when one member's calls meet: the member row comes first.
  it.each(['1', '2'] as const)('a transfer (ty %s) locks the member before any wallet', async (ty) => {
    await transfer({ amount: '5', ty: '1' });
    const order = lockOrder(
      await statementsOf(t.db, (tx) =>
        transferBetween(tx, { memberId, channelCode: 'AGZR', amountFen: 100, ty, requestId: randomUUID() }, new Date()),
      ),
    );
    expect(order.firstWalletWrite).toBeGreaterThan(-1);
    expect(order.memberLock).toBeGreaterThan(-1);
    expect(order.memberLock).toBeLessThan(order.firstWalletWrite);
  });

  it('so does 一键回收', async () => {
    await transfer({ amount: '5', ty: '1' });
    const order = lockOrder(await statementsOf(t.db, (tx) => recycleAll(tx, memberId, randomUUID(), new Date())));
    expect(order.firstWalletWrite).toBeGreaterThan(-1);
    expect(order.memberLock).toBeLessThan(order.firstWalletWrite);
    expect(order.memberLock).toBeGreaterThan(-1);
  });
});
