import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore } from './blob-store';

describe('BlobStore', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'blob-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps one file when the same bytes are put many times at once', async () => {
    const store = new BlobStore(dir);
    const bytes = new TextEncoder().encode('a chunk two publishes share');
    const sha = BlobStore.hashOf(bytes);

    await Promise.all(Array.from({ length: 20 }, () => store.put(sha, bytes)));

    expect((await store.get(sha))?.toString()).toBe('a chunk two publishes share');
    // No temporary file is left behind.
    expect(await readdir(join(dir, sha.slice(0, 2)))).toEqual([sha]);
  });

  it('answers null for bytes it never kept', async () => {
    expect(await new BlobStore(dir).get('0'.repeat(64))).toBeNull();
  });
});
