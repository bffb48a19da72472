import { z } from 'zod';
import { envelope, Header, messageForCode, OBFUSCATED_PATH_PREFIX, ResponseCode } from 'shared/contract';
import { aesDecrypt, aesDecryptUrl, aesEncrypt } from 'shared/crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiRouter } from './router-table';
import { callSite, sendJson } from './call-site';
import { ILLEGAL_REQUEST, runApiCall, type ApiAnswer } from './pipeline';
import { headerValue } from './request-headers';

const obfuscatedBodySchema = z.object({ payload: z.string() });

/**
 * POST /x/:token with x-obf: 1 and body { payload: AES(json) } (contract/security). The logical path
 * and the plain body are recovered and run through the same pipeline as a plain call; every answer,
 * refusals included, goes back as { payload: AES(envelopeJson) } because the client decrypts them all.
 */
export function registerObfuscatedRoute(router: ApiRouter): void {
  router.app.post<{ Params: { token: string } }>(`${OBFUSCATED_PATH_PREFIX}/:token`, async (request, reply) => {
    const answer = await answerObfuscated(
      router,
      request.params.token,
      typeof request.body === 'string' ? request.body : '',
      request,
    );
    return sendJson(reply, answer.httpStatus, { payload: aesEncrypt(JSON.stringify(answer.envelope)) });
  });
}

async function answerObfuscated(
  router: ApiRouter,
  token: string,
  rawBody: string,
  request: FastifyRequest,
): Promise<ApiAnswer> {
  const log = request.log;
  if (headerValue(request.headers, Header.obfuscated) !== '1') {
    log.info('obfuscated route called without x-obf: 1');
    return ILLEGAL_REQUEST;
  }
  const path = tryDecrypt(() => aesDecryptUrl(token));
  const body = tryDecrypt(() => {
    const outer = obfuscatedBodySchema.safeParse(JSON.parse(rawBody));
    return outer.success ? aesDecrypt(outer.data.payload) : null;
  });
  if (path === null || body === null) {
    log.info('obfuscated path or payload could not be decrypted');
    return ILLEGAL_REQUEST;
  }
  const registered = router.byPath.get(path);
  if (registered === undefined) {
    return {
      httpStatus: 404,
      envelope: envelope(ResponseCode.NOT_FOUND, null, messageForCode(ResponseCode.NOT_FOUND)),
    };
  }
  return runApiCall({ registered, rawBody: body, queryInput: null, ...callSite(request) }, router.deps);
}

function tryDecrypt(decrypt: () => string | null): string | null {
  try {
    return decrypt();
  } catch {
    return null;
  }
}
