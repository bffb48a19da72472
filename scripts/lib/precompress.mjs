// Brotli and gzip copies of every compressible file of a build, written once at build time so the
// static servers send them as they are: serving costs no CPU and no request waits on a compressor.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.html', '.txt']);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes file.br and file.gz beside each compressible file of `dir`; answers the totals. */
export function precompressDir(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    // Small chunks too (a 400-byte chunk still loses a third); a copy no smaller than the file is
    // not written, and the server then sends the file as it is.
    if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    raw += body.length;
    br += Math.min(brotli.length, body.length);
  }
  return { files, raw, br };
}
