import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAnswer, ApiCall } from './pipeline';
import { encodeJson } from './compress-json';
import { headerValue, normaliseIp } from './request-headers';

/** The parts of an ApiCall that come from the HTTP request itself. */
export function callSite(request: FastifyRequest): Pick<ApiCall, 'headers' | 'ip' | 'baseUrl' | 'log'> {
  return {
    headers: request.headers,
    ip: normaliseIp(request.ip),
    baseUrl: `${request.protocol}://${request.host}`,
    log: request.log,
  };
}

export function sendJson(reply: FastifyReply, httpStatus: number, body: object): FastifyReply {
  const encoded = encodeJson(JSON.stringify(body), headerValue(reply.request.headers, 'accept-encoding'));
  reply.code(httpStatus).type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (encoded.encoding !== null) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}

export function sendAnswer(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  return sendJson(reply, answer.httpStatus, answer.envelope);
}
