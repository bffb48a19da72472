import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ResponseCode } from 'shared/contract';
import type { ConsoleEndpoint, ConsoleEndpointName, consoleEndpoints } from 'shared/contract/console';
import { DomainError } from '../../domain/domain-error';
import type { AuditActor } from '../../operators/audit-log';
import type { SessionOperator } from '../../operators/operator-sessions';

/** What a console handler knows about the call besides its validated input. */
export interface ConsoleContext {
  /** The operator of the session; null only on the public login steps. */
  operator: SessionOperator | null;
  ip: string;
  /** x-trace-id of the console page load, when it sent an acceptable one. */
  traceId: string | null;
  /** The business clock's reading: money decisions and their audit rows. */
  now: Date;
  /** The wall clock's reading (ConsoleOptions.wallClock): sessions, login steps, TOTP. */
  wallNow: Date;
  log: FastifyBaseLogger;
}

export type ConsoleHandler<E extends ConsoleEndpoint> = (
  input: z.output<E['request']>,
  ctx: ConsoleContext,
) => Promise<z.input<E['response']>>;

/** One handler per console endpoint: a new entry in the console registry fails typecheck until served. */
export type ConsoleHandlerMap = { [K in ConsoleEndpointName]: ConsoleHandler<(typeof consoleEndpoints)[K]> };

/** The operator of a role-checked call; the pipeline already answered 8001 when there is none. */
export function requireOperator(ctx: ConsoleContext): SessionOperator {
  if (ctx.operator === null) throw new DomainError(ResponseCode.CONSOLE_LOGIN_REQUIRED);
  return ctx.operator;
}

/** The audit row's who and where for this call. */
export function actorOf(ctx: ConsoleContext): AuditActor {
  const operator = requireOperator(ctx);
  return {
    operatorId: operator.operatorId,
    operatorName: operator.name,
    roles: operator.roles,
    address: ctx.ip,
    traceId: ctx.traceId,
  };
}
