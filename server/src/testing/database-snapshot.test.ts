import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SNAPSHOT_ENV, openSnapshotFor, writeDatabaseSnapshot } from './database-snapshot';

const dir = mkdtempSync(join(tmpdir(), 'snapshot-test-'));
const file = join(dir, 'seeded.tar');
const seededAt = new Date('2026-03-10T04:00:00Z'); // 12:00 in Beijing
let previous: string | undefined;

beforeAll(async () => {
  previous = process.env[SNAPSHOT_ENV];
  await writeDatabaseSnapshot(file, seededAt);
  process.env[SNAPSHOT_ENV] = file;
});
afterAll(() => {
  if (previous === undefined) delete process.env[SNAPSHOT_ENV];
  else process.env[SNAPSHOT_ENV] = previous;
  rmSync(dir, { recursive: true, force: true });
});

test('a restored copy holds the seeded members, with bigint columns as numbers', async () => {
  const db = await openSnapshotFor(new Date(seededAt.getTime() + 60_000));
  expect(db).not.toBeNull();
  const [row] =
    (await db?.query<{ n: number }>("select count(*)::bigint as n from members where username = 'demo888'")) ?? [];
  expect(row?.n).toBe(1);
  await db?.close();
});

test('each copy is its own database', async () => {
  const a = await openSnapshotFor(seededAt);
  const b = await openSnapshotFor(seededAt);
  await a?.exec('delete from letters');
  const [left] = (await b?.query<{ n: number }>('select count(*)::bigint as n from letters')) ?? [];
  expect(left?.n).toBeGreaterThan(0);
  await Promise.all([a?.close(), b?.close()]);
});

test("a later copy never sees an earlier one's writes, even once they reach its files", async () => {
  const a = await openSnapshotFor(seededAt);
  await a?.exec('delete from letters');
  // Flushes the pages to a's in-memory files, which must be a's own and not the snapshot's.
  await a?.exec('checkpoint');
  await a?.close();
  const b = await openSnapshotFor(seededAt);
  const [left] = (await b?.query<{ n: number }>('select count(*)::bigint as n from letters')) ?? [];
  expect(left?.n).toBeGreaterThan(0);
  await b?.close();
});

test('another Beijing day or a clock far away seeds afresh instead', async () => {
  // 16:00 UTC is midnight in Beijing: one minute later is another day there.
  expect(await openSnapshotFor(new Date('2026-03-10T16:01:00Z'))).toBeNull();
  expect(await openSnapshotFor(new Date(seededAt.getTime() + 20 * 60_000))).toBeNull();
  process.env[SNAPSHOT_ENV] = join(dir, 'missing.tar');
  expect(await openSnapshotFor(seededAt)).toBeNull();
  process.env[SNAPSHOT_ENV] = file;
});
