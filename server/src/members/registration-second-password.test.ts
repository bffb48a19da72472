import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from 'shared/crypto';
import type { Database } from '../db/database';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { hashPassword } from './password';
import { forgetRegistrationSecondPassword } from './registration-second-password';

const MIGRATION_VERSION = 24;

let testDb: TestDatabase;
let db: Database;
let before: string;
beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.db;
  // The schema as it was before the migration, with members registered under the old rule.
  before = await mkdtemp(join(tmpdir(), 'migrations-before-'));
  for (const file of await listMigrations(MIGRATIONS_DIR)) {
    if (file.version < MIGRATION_VERSION)
      await copyFile(file.path, join(before, `${String(file.version).padStart(3, '0')}_${file.name}.sql`));
  }
  await migrate(db, before);
});
afterAll(async () => {
  await testDb.dispose();
  await rm(before, { recursive: true, force: true });
});

async function addMember(name: string, password: string, withdrawPassword: string | null): Promise<number> {
  const [hash, second] = await Promise.all([
    hashPassword(md5Hex(password)),
    withdrawPassword === null ? null : hashPassword(md5Hex(withdrawPassword)),
  ]);
  const rows = await db.query<{ id: number }>(
    `insert into members (username, password_hash, second_password_hash, register_site_id) values ($1, $2, $3, '1') returning id`,
    [name, hash, second],
  );
  return rows[0]?.id ?? 0;
}

async function state(id: number): Promise<{ hasWithdrawPassword: boolean; unchecked: boolean }> {
  const rows = await db.query<{ hasWithdrawPassword: boolean; unchecked: boolean }>(
    `select second_password_hash is not null as "hasWithdrawPassword", second_password_unchecked as unchecked from members where id = $1`,
    [id],
  );
  return rows[0] ?? { hasWithdrawPassword: false, unchecked: false };
}

describe('migration 024 and the login check', () => {
  it('clears a withdraw password equal to the login password at the next login, and keeps any other', async () => {
    await db.query(
      `insert into sites (site_id, name, title, h5_domain_url, keywords, description, professional_edition, deposit_switch, customer_service_url)
       values ('1', '星耀', '星耀', '', '', '', 0, 1, '')`,
    );
    const registered = await addMember('legacy01', 'legacy01pw', 'legacy01pw');
    const ownChoice = await addMember('legacy02', 'legacy02pw', '246810');
    const none = await addMember('legacy03', 'legacy03pw', null);

    // Later migrations run after it; this test is about 024.
    expect((await migrate(db))[0]).toBe('024_withdraw_password_not_from_registration');
    expect(await state(registered)).toEqual({ hasWithdrawPassword: true, unchecked: true });
    expect(await state(ownChoice)).toEqual({ hasWithdrawPassword: true, unchecked: true });
    expect(await state(none)).toEqual({ hasWithdrawPassword: false, unchecked: false });

    await forgetRegistrationSecondPassword(db, registered, md5Hex('legacy01pw'));
    await forgetRegistrationSecondPassword(db, ownChoice, md5Hex('legacy02pw'));
    expect(await state(registered)).toEqual({ hasWithdrawPassword: false, unchecked: false });
    expect(await state(ownChoice)).toEqual({ hasWithdrawPassword: true, unchecked: false });

    // Checked once: a withdraw password set afterwards, even the same as the login password, stays.
    await db.query(`update members set second_password_hash = $2 where id = $1`, [
      registered,
      await hashPassword(md5Hex('legacy01pw')),
    ]);
    await forgetRegistrationSecondPassword(db, registered, md5Hex('legacy01pw'));
    expect(await state(registered)).toEqual({ hasWithdrawPassword: true, unchecked: false });
  });
});
