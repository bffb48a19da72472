import type { FastifyInstance } from 'fastify';
import { envelope, messageForCode, ResponseCode } from 'shared/contract';
import { sendJson } from './call-site';

/**
 * Answers that never reach an endpoint still use the envelope, so the client's error handling has one
 * shape to read: unknown paths are 6004, malformed HTTP (unsupported type, oversized body) is 6007.
 */
export function registerFallbacks(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) =>
    sendJson(reply, 404, envelope(ResponseCode.NOT_FOUND, null, messageForCode(ResponseCode.NOT_FOUND))),
  );

  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'malformed HTTP request');
      return sendJson(
        reply,
        status,
        envelope(ResponseCode.INVALID_PARAMETER, null, messageForCode(ResponseCode.INVALID_PARAMETER)),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendJson(reply, 500, envelope(ResponseCode.SERVER_ERROR, null, messageForCode(ResponseCode.SERVER_ERROR)));
  });
}
