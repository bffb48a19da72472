import { readFileSync, writeFileSync } from 'node:fs';
import { beijingDate } from '../time/beijing';
import { openPglite, type PgliteDatabase } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';

/** Where the suite's global setup left the snapshot (the environment reaches every test worker). */
export const SNAPSHOT_ENV = 'PLATFORM_TEST_DB_SNAPSHOT';

/**
 * The seed writes dates relative to its `now` (activity windows by Beijing day, "30 days ago"):
 * a snapshot stands in for a fresh seed only on the same Beijing day and within a few minutes.
 */
const FRESH_FOR_MS = 15 * 60 * 1000;

interface SnapshotMeta {
  seededAt: string;
}

/** Migrates and seeds one embedded database at `now` and writes it (tarball + seed time) to `file`. */
export async function writeDatabaseSnapshot(file: string, now: Date = new Date()): Promise<void> {
  const db = await openPglite();
  try {
    await prepareDatabase(db, now);
    writeFileSync(file, await db.dump());
    writeFileSync(`${file}.json`, JSON.stringify({ seededAt: now.toISOString() } satisfies SnapshotMeta));
  } finally {
    await db.close();
  }
}

/**
 * A copy of the snapshot when one exists and matches a seed at `now`; null when the caller must
 * migrate and seed itself (no snapshot, another day, a clock far from the snapshot's).
 */
export async function openSnapshotFor(now: Date): Promise<PgliteDatabase | null> {
  const file = process.env[SNAPSHOT_ENV];
  if (file === undefined || file === '') return null;
  let meta: SnapshotMeta;
  let tarball: Uint8Array<ArrayBuffer>;
  try {
    meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as SnapshotMeta;
    tarball = new Uint8Array(readFileSync(file));
  } catch {
    return null;
  }
  const seededAt = new Date(meta.seededAt);
  if (beijingDate(seededAt) !== beijingDate(now) || Math.abs(now.getTime() - seededAt.getTime()) > FRESH_FOR_MS)
    return null;
  return openPglite(undefined, { loadDataDir: new Blob([tarball]) });
}
