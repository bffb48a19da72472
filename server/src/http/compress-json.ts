import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed answer saves less than the headers and CPU cost. */
export const COMPRESS_ABOVE_BYTES = 1024;

export interface EncodedBody {
  body: Buffer;
  /** null: sent as is. */
  encoding: 'br' | 'gzip' | null;
}

/** Which of br and gzip the caller accepts (q=0 excluded), br preferred. */
function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const offered = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim() ?? ''),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

/**
 * A JSON answer compressed for the caller when it is large enough to gain: match lists, ledgers and
 * configuration go out several times smaller. Brotli at quality 4 costs about as little CPU as gzip.
 */
export function encodeJson(text: string, acceptEncoding: string | undefined): EncodedBody {
  const plain = Buffer.from(text, 'utf8');
  const encoding = plain.length > COMPRESS_ABOVE_BYTES ? acceptedEncoding(acceptEncoding) : null;
  if (encoding === 'br')
    return {
      body: brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      }),
      encoding,
    };
  if (encoding === 'gzip') return { body: gzipSync(plain, { level: 6 }), encoding };
  return { body: plain, encoding: null };
}
