import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { listMigrations, migrate } from './migrate';
import { seedDatabase } from './seed';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

let testDb: TestDatabase;
let db: Database;
let scratch: string;
beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.db;
  scratch = await mkdtemp(join(tmpdir(), 'migrations-'));
});
afterAll(async () => {
  await testDb.dispose();
  await rm(scratch, { recursive: true, force: true });
});

describe('migrate', () => {
  it('applies every migration once and records it; a second run does nothing', async () => {
    const files = await listMigrations(join(import.meta.dirname, '../../migrations'));
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(files.map((f) => `${String(f.version).padStart(3, '0')}_${f.name}`));
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: number }>('select version from schema_migrations order by version');
    expect(recorded.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('rolls a failing migration back completely and stops there', async () => {
    await writeFile(join(scratch, '900_good.sql'), 'create table scratch_good (id int);');
    await writeFile(join(scratch, '901_bad.sql'), 'create table scratch_half (id int); select * from no_such_table;');
    await writeFile(join(scratch, '902_after.sql'), 'create table scratch_after (id int);');
    await expect(migrate(db, scratch)).rejects.toThrow(/no_such_table/);
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name like 'scratch_%' and table_schema = current_schema() order by 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(['scratch_good']);
    const recorded = await db.query<{ version: number }>('select version from schema_migrations where version >= 900');
    expect(recorded.map((r) => r.version)).toEqual([900]);
  });

  it('ignores files that are not migrations and refuses duplicate versions', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-dup-'));
    await writeFile(join(dir, 'README.md'), 'notes');
    await writeFile(join(dir, '001_a.sql'), '');
    expect((await listMigrations(dir)).map((f) => f.name)).toEqual(['a']);
    await writeFile(join(dir, '001_b.sql'), '');
    await expect(listMigrations(dir)).rejects.toThrow(/share version 1/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('seedDatabase', () => {
  it('seeds once; a second start changes nothing', async () => {
    expect(await seedDatabase(db, new Date())).toEqual([
      'demo-v1',
      'auth-v1',
      'recovery-v1',
      'home-content-v1',
      'sports-members-v1',
      'transfer-members-v1',
      'deposit-members-v1',
      'withdraw-members-v1',
      'game-catalogue-v1',
      'casino-members-v1',
      'profile-members-v1',
      'messages-v1',
      'promotions-v1',
      'promo-members-v1',
      'vip-members-v1',
      'race-results-v1',
      'protect-members-v1',
      'cashout-members-v1',
      'operators-v1',
      'desk-members-v1',
      'operators-audit-v1',
    ]);
    const count = () =>
      db.query<{ members: number; ledger: number }>(
        `select (select count(*)::int from members) as members, (select count(*)::int from ledger) as ledger`,
      );
    const before = await count();
    expect(await seedDatabase(db, new Date())).toEqual([]);
    expect(await count()).toEqual(before);
    expect(before[0]?.members).toBe(
      10 +
        3 /* transfer-members */ +
        3 /* withdraw-members */ +
        4 /* deposit-members */ +
        3 /* casino-members */ +
        4 /* profile-members */ +
        5 /* promo-members */ +
        2 /* vip-members */ +
        2 /* race-results */ +
        4 /* protect-members */ +
        4 /* cashout-members */ +
        1 /* desk-members */,
    );
  });
});
