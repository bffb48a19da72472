import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope, messageForCode, ResponseCode } from 'shared/contract';
import { loadServerSecret } from '../auth/server-secret';
import type { Queryable } from '../db/database';
import { sendJson } from '../http/call-site';
import { setFileSigningKey, validFileSignature } from './file-signature';
import { findUpload } from './uploads';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function notFound(reply: FastifyReply): FastifyReply {
  return sendJson(reply, 404, envelope(ResponseCode.NOT_FOUND, null, messageForCode(ResponseCode.NOT_FOUND)));
}

/**
 * GET /files/:id?exp=&sig= — uploaded images for <img> tags, which cannot sign requests: the address
 * itself is the credential (file-url.ts). A missing, wrong or expired signature answers the same 404
 * as an unknown id, so addresses cannot be probed. The stored type was sniffed at upload, and
 * nosniff plus an empty CSP keep a browser from ever running the bytes as a page.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  db: Queryable,
  clock: () => Date,
  root: string,
): Promise<void> {
  setFileSigningKey(await loadServerSecret(db, 'file_url_secret'));
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/files/:id',
    async (request, reply) => {
      const { id } = request.params;
      const exp = Number(request.query.exp ?? '');
      const sig = request.query.sig ?? '';
      const nowSeconds = Math.floor(clock().getTime() / 1000);
      if (!ID.test(id) || !Number.isSafeInteger(exp) || exp <= nowSeconds) return notFound(reply);
      const upload = await findUpload(db, id);
      if (upload === null || !validFileSignature(id, upload.memberId, exp, sig)) return notFound(reply);
      let bytes: Buffer;
      try {
        bytes = await readFile(join(root, upload.path));
      } catch {
        request.log.warn({ uploadId: id }, 'uploaded file missing from the data folder');
        return notFound(reply);
      }
      return (
        reply
          .type(upload.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // Private: the address is one member's; no shared cache may keep it beyond its expiry.
          .header('cache-control', `private, max-age=${Math.min(3600, exp - nowSeconds)}`)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes)
      );
    },
  );
}
