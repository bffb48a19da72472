import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { applyBalanceChange, InsufficientFundsError, type BalanceChange } from './ledger';
import { readWalletFigures } from './balance';

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

const change = (amountFen: number, venueId: number | null = null, requestId: string | null = null): BalanceChange => ({
  memberId,
  venueId,
  kind: amountFen > 0 ? 'transfer_in' : 'transfer_out',
  amountFen,
  requestId,
  remark: '测试',
});

describe('applyBalanceChange', () => {
  it('moves money between centre and venue wallets in one transaction, with ledger rows', async () => {
    await db.transaction(async (tx) => {
      await applyBalanceChange(tx, change(-2_500), now);
      await applyBalanceChange(tx, change(2_500, 601, 'req-1'), now);
    });
    expect(await readWalletFigures(db, memberId)).toEqual({ centerFen: 7_500, lockedFen: 0, totalFen: 10_000 });
    const ledger = await db.query<{ amount: number; after: number }>(
      `select amount_fen as amount, balance_after_fen as after from ledger where member_id = $1 order by id`,
      [memberId],
    );
    expect(ledger.slice(-2)).toEqual([
      { amount: -2_500, after: 7_500 },
      { amount: 2_500, after: 2_500 },
    ]);
  });

  it('refuses an overdraft and leaves nothing of the failed transaction', async () => {
    const attempt = db.transaction(async (tx) => {
      await applyBalanceChange(tx, change(5_000, 602), now);
      await applyBalanceChange(tx, change(-7_501), now);
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await readWalletFigures(db, memberId)).toEqual({ centerFen: 7_500, lockedFen: 0, totalFen: 10_000 });
  });

  it('refuses to debit a venue wallet that does not exist', async () => {
    await expect(db.transaction((tx) => applyBalanceChange(tx, change(-1, 701), now))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
  });

  it('records a request id once per wallet and kind', async () => {
    const repeat = db.transaction((tx) => applyBalanceChange(tx, change(2_500, 601, 'req-1'), now));
    await expect(repeat).rejects.toThrow(/ledger_request_once/);
  });
});
