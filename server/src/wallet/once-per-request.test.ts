import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from 'shared/contract';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { DomainError } from '../domain/domain-error';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { applyBalanceChange } from './ledger';
import { bodyFingerprint, oncePerRequest, type RequestKey } from './once-per-request';

let testDb: TestDatabase;
let db: Database;
let memberId: number;
const now = new Date();

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.db;
  await prepareDatabase(db);
  const rows = await db.query<{ id: number }>(`select id from members where username = 'test001'`);
  memberId = rows[0]?.id ?? 0;
});
afterAll(async () => {
  await testDb.dispose();
});

const ledgerRows = async (requestId: string) =>
  (
    await db.query<{ n: number }>(`select count(*)::int as n from ledger where member_id = $1 and request_id = $2`, [
      memberId,
      requestId,
    ])
  )[0]?.n;

/** A transfer of `fen` out of the centre wallet: the kind of call the helper guards. */
function pay(key: RequestKey, fen: number) {
  return oncePerRequest(db, key, now, async (tx) => ({
    balance: await applyBalanceChange(
      tx,
      { memberId, venueId: null, kind: 'transfer_out', amountFen: -fen, requestId: key.requestId, remark: '测试' },
      now,
    ),
  }));
}

describe('oncePerRequest', () => {
  it('applies a call once and gives every repeat, concurrent or later, the first answer', async () => {
    const key: RequestKey = { memberId, requestId: 'once-1', path: '/fd/test', body: { amount: 10, to: 'A' } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(key, 1_000)));
    expect(new Set(answers.map((a) => a.balance)).size).toBe(1);
    expect(await pay({ ...key, body: { to: 'A', amount: 10 } }, 1_000)).toEqual(answers[0]);
    expect(await ledgerRows('once-1')).toBe(1);
  });

  it('refuses the same key with another body or on another call, changing nothing', async () => {
    const key: RequestKey = { memberId, requestId: 'once-2', path: '/fd/test', body: { amount: 10 } };
    await pay(key, 1_000);
    for (const other of [
      { ...key, body: { amount: 20 } },
      { ...key, path: '/fd/other' },
    ]) {
      await expect(pay(other, 2_000)).rejects.toMatchObject({ code: ResponseCode.REQUEST_ID_CONFLICT });
    }
    expect(await ledgerRows('once-2')).toBe(1);
  });

  it('keeps nothing of a call that failed: a retry is judged afresh', async () => {
    const key: RequestKey = { memberId, requestId: 'once-3', path: '/fd/test', body: {} };
    await expect(
      oncePerRequest(db, key, now, () => Promise.reject(new DomainError(ResponseCode.INSUFFICIENT_BALANCE))),
    ).rejects.toMatchObject({ code: ResponseCode.INSUFFICIENT_BALANCE });
    expect(await oncePerRequest(db, key, now, () => Promise.resolve({ ok: true }))).toEqual({ ok: true });
  });

  it('needs a request id', async () => {
    await expect(pay({ memberId, requestId: '', path: '/fd/test', body: {} }, 1)).rejects.toMatchObject({
      code: ResponseCode.INVALID_PARAMETER,
    });
  });

  it('fingerprints bodies regardless of key order', () => {
    expect(bodyFingerprint({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(bodyFingerprint({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(bodyFingerprint({ a: 1 })).not.toBe(bodyFingerprint({ a: 2 }));
  });
});
