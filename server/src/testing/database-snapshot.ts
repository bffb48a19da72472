import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { beijingDate } from '../time/beijing';
import { openPglite, type PgliteDatabase } from '../db/pglite';
import { prepareDatabase } from '../db/prepare';
import { readTar, SnapshotFS, type TarEntry } from './snapshot-fs';

/** Where the suite's global setup left the snapshot (the environment reaches every test worker). */
export const SNAPSHOT_ENV = 'PLATFORM_TEST_DB_SNAPSHOT';

/**
 * The seed writes dates relative to its `now` (activity windows by Beijing day, "30 days ago"):
 * a snapshot stands in for a fresh seed only on the same Beijing day and within a few minutes.
 */
const FRESH_FOR_MS = 15 * 60 * 1000;

/**
 * PGlite's 128 MB of shared buffers are zeroed at every start, a third of a copy's start-up; the
 * seeded database is about 13 MB, so a test's copy keeps all of it in 32 MB.
 */
const COPY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

interface SnapshotMeta {
  seededAt: string;
}

interface LoadedSnapshot {
  /** The file's path, size and modification time: a rewritten file is read again. */
  key: string;
  seededAt: Date;
  entries: TarEntry[];
}

/** The snapshot as last read by this worker; its files run one after another in one module graph. */
let loaded: LoadedSnapshot | undefined;

/** Migrates and seeds one embedded database at `now` and writes it (tarball + seed time) to `file`. */
export async function writeDatabaseSnapshot(file: string, now: Date = new Date()): Promise<void> {
  const db = await openPglite();
  try {
    await prepareDatabase(db, now);
    // Without it every copy would replay the whole seed from the write-ahead log when it starts.
    await db.exec('checkpoint');
    writeFileSync(file, await db.dump());
    writeFileSync(`${file}.json`, JSON.stringify({ seededAt: now.toISOString() } satisfies SnapshotMeta));
  } finally {
    await db.close();
  }
}

function loadSnapshot(file: string): LoadedSnapshot | null {
  try {
    const { size, mtimeMs } = statSync(file);
    const key = `${file}:${size}:${mtimeMs}`;
    if (loaded?.key !== key) {
      const meta = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as SnapshotMeta;
      loaded = { key, seededAt: new Date(meta.seededAt), entries: readTar(readFileSync(file)) };
    }
    return loaded;
  } catch {
    return null;
  }
}

/**
 * A copy of the snapshot when one exists and matches a seed at `now`; null when the caller must
 * migrate and seed itself (no snapshot, another day, a clock far from the snapshot's).
 */
export async function openSnapshotFor(now: Date): Promise<PgliteDatabase | null> {
  const file = process.env[SNAPSHOT_ENV];
  if (file === undefined || file === '') return null;
  const snapshot = loadSnapshot(file);
  if (snapshot === null) return null;
  const { seededAt } = snapshot;
  if (beijingDate(seededAt) !== beijingDate(now) || Math.abs(now.getTime() - seededAt.getTime()) > FRESH_FOR_MS)
    return null;
  return openPglite(undefined, { fs: new SnapshotFS(snapshot.entries), startParams: COPY_START_PARAMS });
}
