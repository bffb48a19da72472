import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiAnswer, ApiCall } from './pipeline';
import { normaliseIp } from './request-headers';

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
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(body);
}

export function sendAnswer(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  return sendJson(reply, answer.httpStatus, answer.envelope);
}
