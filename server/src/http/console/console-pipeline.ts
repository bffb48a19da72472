import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { envelope, Header, messageForCode, ResponseCode } from 'shared/contract';
import { CONSOLE_AUTH_HEADER, rolesAllow, type ConsoleEndpoint } from 'shared/contract/console';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { withTraceId } from '../../domain/trace-scope';
import type { ApiAnswer } from '../pipeline';
import { headerValue } from '../request-headers';
import { acceptedTraceId } from '../trace-context';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../control-characters';
import { touchOperatorSession, type SessionOperator } from '../../operators/operator-sessions';
import type { ConsoleContext, ConsoleHandler } from './console-context';
import type { ConsoleOptions } from '../../back-office/console-options';

export interface ConsolePipelineDeps {
  db: Database;
  validateResponses: boolean;
  clock: () => Date;
  options: ConsoleOptions;
}

export interface ConsoleCall {
  endpoint: ConsoleEndpoint;
  handler: ConsoleHandler<ConsoleEndpoint>;
  /** GET: the query string; POST: the JSON body's text. */
  input: { query: Record<string, unknown> } | { body: string };
  headers: IncomingHttpHeaders;
  ip: string;
  log: FastifyBaseLogger;
}

function answer(httpStatus: number, code: number, data: unknown = null, message = messageForCode(code)): ApiAnswer {
  return { httpStatus, envelope: envelope(code, data, message) };
}

/** `Authorization: Bearer <token>`; anything else is no token. */
function bearerToken(headers: IncomingHttpHeaders): string | null {
  const value = headerValue(headers, CONSOLE_AUTH_HEADER) ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1] ?? null;
}

function parseInput(input: ConsoleCall['input']): unknown {
  if ('query' in input) return input.query;
  if (input.body.trim() === '') return {};
  try {
    return JSON.parse(input.body);
  } catch {
    throw new DomainError(ResponseCode.INVALID_PARAMETER);
  }
}

/**
 * The console's one pipeline: session → roles → input → handler → envelope. The role check is here
 * and nowhere else, read from the contract entry, so no handler can forget it. A member's token (or
 * any token not in operator_sessions) is no session: 8001. The player API's signature, obfuscation
 * and site header are not part of it.
 */
export async function runConsoleCall(call: ConsoleCall, deps: ConsolePipelineDeps): Promise<ApiAnswer> {
  const traceId = acceptedTraceId(headerValue(call.headers, Header.traceId));
  const log = traceId === null ? call.log : call.log.child({ traceId });
  return withTraceId(traceId, () => runTraced({ ...call, log }, traceId, deps));
}

async function runTraced(call: ConsoleCall, traceId: string | null, deps: ConsolePipelineDeps): Promise<ApiAnswer> {
  const { endpoint } = call;
  const now = deps.clock();
  const wallNow = deps.options.wallClock();
  try {
    let operator: SessionOperator | null = null;
    if (endpoint.roles !== 'public') {
      const token = bearerToken(call.headers);
      operator = token === null ? null : await touchOperatorSession(deps.db, token, deps.options.idleMs, wallNow);
      if (operator === null) return answer(401, ResponseCode.CONSOLE_LOGIN_REQUIRED);
      if (!rolesAllow(endpoint, operator.roles)) {
        call.log.info(
          { path: endpoint.path, operator: operator.name, roles: operator.roles },
          'console call refused: role',
        );
        return answer(403, ResponseCode.CONSOLE_ROLE_REFUSED);
      }
    }
    const raw = parseInput(call.input);
    if (hasControlCharacter(raw)) throw new DomainError(ResponseCode.INVALID_PARAMETER, CONTROL_CHARACTER_MESSAGE);
    const parsed = z.safeParse(endpoint.request, raw);
    if (!parsed.success) {
      // The contract words its own checks in Chinese; zod's built-in messages are English.
      const worded = parsed.error.issues.find((issue) => /[\u4e00-\u9fff]/.test(issue.message));
      throw new DomainError(ResponseCode.INVALID_PARAMETER, worded?.message);
    }
    const ctx: ConsoleContext = { operator, ip: call.ip, traceId, now, wallNow, log: call.log };
    const data = await call.handler(parsed.data, ctx);
    if (deps.validateResponses) {
      const check = endpoint.response.safeParse(data);
      if (!check.success)
        throw new Error(
          `response of ${endpoint.path} does not match its contract schema: ${JSON.stringify(check.error.issues)}`,
        );
    }
    return answer(200, ResponseCode.SUCCESS, data);
  } catch (error) {
    if (error instanceof DomainError) return answer(200, error.code, error.data, error.message);
    call.log.error({ err: error, path: endpoint.path }, 'unexpected error in console call');
    return answer(500, ResponseCode.SERVER_ERROR);
  }
}
