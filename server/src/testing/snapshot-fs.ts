import { MemoryFS } from '@electric-sql/pglite';

/** One folder or file of a data-directory tarball; `bytes` is a view into the tarball, never written. */
export interface TarEntry {
  path: string;
  folder: boolean;
  bytes: Uint8Array;
}

const BLOCK = 512;
/** Where PGlite keeps its cluster inside the WebAssembly file system (its PGDATA). */
const PGDATA = '/pglite/data';
const text = new TextDecoder();

function field(tar: Uint8Array, offset: number, length: number): string {
  const raw = text.decode(tar.subarray(offset, offset + length));
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * The entries of an uncompressed ustar archive, as PGlite's `dumpDataDir('none')` writes it.
 * Read once per worker: PGlite's own `loadDataDir` parses the whole tarball again for every copy.
 */
export function readTar(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const name = field(tar, offset, 100);
    if (name === '') break; // the two zero blocks that end the archive
    const size = Number.parseInt(field(tar, offset + 124, 12).trim() || '0', 8);
    const type = field(tar, offset + 156, 1);
    const prefix = field(tar, offset + 257, 6) === 'ustar' ? field(tar, offset + 345, 155) : '';
    const path = `${prefix === '' ? '' : `${prefix}/`}${name}`.replace(/\/+$/, '');
    if (type !== '' && type !== '0' && type !== '5') throw new Error(`tar entry ${path}: unsupported type ${type}`);
    const start = offset + BLOCK;
    entries.push({
      path: path.startsWith('/') ? path : `/${path}`,
      folder: type === '5',
      bytes: tar.subarray(start, start + size),
    });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * PGlite's in-memory file system, holding a copy of a data directory before postgres starts.
 * PGlite calls `initialSyncFs` once its WebAssembly module exists and before it looks for
 * PG_VERSION, so it finds a cluster and starts on it instead of running initdb
 * (docs/decisions/0022-test-database-copies.md).
 */
export class SnapshotFS extends MemoryFS {
  readonly #entries: readonly TarEntry[];

  constructor(entries: readonly TarEntry[]) {
    super();
    this.#entries = entries;
  }

  override initialSyncFs(): Promise<void> {
    const fs = this.pg?.Module.FS;
    if (fs === undefined) return Promise.reject(new Error('PGlite synced its file system before creating it'));
    fs.mkdirTree(PGDATA);
    for (const entry of this.#entries) {
      const path = `${PGDATA}${entry.path}`;
      // A copy of its own that the file then owns: no two databases, nor the snapshot, share a page
      // (MEMFS's own copy is Buffer.slice, a view, when handed a Buffer).
      if (entry.folder) fs.mkdirTree(path);
      else fs.writeFile(path, new Uint8Array(entry.bytes), { canOwn: true });
    }
    return Promise.resolve();
  }
}
