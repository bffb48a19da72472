import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The registry's files on disk, each kept once under the SHA-256 of its bytes: two versions that
 * share a chunk share its file, and a file never changes once written (a version's address stays
 * valid for as long as the version exists).
 */
export class BlobStore {
  constructor(private readonly dir: string) {}

  static hashOf(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  private pathOf(sha256: string): string {
    return join(this.dir, sha256.slice(0, 2), sha256);
  }

  /** Writes the bytes unless already kept; written to a temporary name first, so a reader never sees half a file. */
  async put(sha256: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(sha256);
    if (await exists(target)) return;
    await mkdir(join(this.dir, sha256.slice(0, 2)), { recursive: true });
    // Two publishes of one build (two workers, two operators) write the same file at once: each
    // needs a temporary name of its own, or one rename finds the other's file already moved.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(sha256: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(sha256));
    } catch {
      return null;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** The registry's folder: beside the uploads, under the data directory (DATA_DIR/files/registry). */
export function registryBlobs(filesDir: string): BlobStore {
  return new BlobStore(join(filesDir, 'registry'));
}
