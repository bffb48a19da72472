import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCaptcha } from '../captcha/captcha-store';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { grantAutoLogin } from './auto-login';
import { recordLoginAttempt } from './login-attempts';
import { pruneAuthRecords } from './prune-auth-records';

let testDb: TestDatabase;
let db: Database;
beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.db;
  await prepareDatabase(db);
});
afterAll(() => testDb.dispose());

const HOUR = 60 * 60 * 1000;
const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe('pruneAuthRecords', () => {
  it('deletes what no rule reads any more and keeps the rest', async () => {
    const now = new Date();
    await storeCaptcha(db, 'graphic', 'ABCD', new Date(now.getTime() - 2 * HOUR));
    await storeCaptcha(db, 'graphic', 'EFGH', now);
    await recordLoginAttempt(db, 'demo888', '10.0.0.1', 6002, new Date(now.getTime() - 25 * HOUR));
    await recordLoginAttempt(db, 'demo888', '10.0.0.1', 6002, new Date(now.getTime() - HOUR));
    await grantAutoLogin(db, 100001, 'old-browser', new Date(now.getTime() - HOUR));
    await grantAutoLogin(db, 100002, 'new-browser', now);

    await pruneAuthRecords(db, now);
    expect(await count('captchas')).toBe(1);
    expect(await count('login_attempts')).toBe(1);
    expect(await db.query('select member_id as "memberId" from auto_login_grants')).toEqual([{ memberId: 100002 }]);
  });
});
