import { ResponseCode } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import { appendAudit } from '../../operators/audit-log';
import { finishOperatorLogin, startOperatorLogin } from '../../operators/console-login';
import { findOperator, operatorView } from '../../operators/operator-accounts';
import { endOperatorSession } from '../../operators/operator-sessions';
import {
  actorOf,
  requireOperator,
  type ConsoleContext,
  type ConsoleHandlerMap,
} from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

const place = (ctx: ConsoleContext) => ({ address: ctx.ip, traceId: ctx.traceId, now: ctx.wallNow });

/** Login in two steps, enrolment, logout and who am I (contract console/auth). */
export function consoleAuthHandlers({ db, options }: ConsoleDeps) {
  return {
    consoleLogin: async (input, ctx) => startOperatorLogin(db, input.name, input.password, place(ctx)),

    consoleVerifyTotp: async (input, ctx) =>
      finishOperatorLogin(db, 'totp', input.challenge, input.code, options.idleMs, place(ctx)),

    consoleEnrolConfirm: async (input, ctx) =>
      finishOperatorLogin(db, 'enrol', input.challenge, input.code, options.idleMs, place(ctx)),

    consoleLogout: async (_input, ctx) => {
      const operator = requireOperator(ctx);
      await db.transaction(async (tx) => {
        if (!(await endOperatorSession(tx, operator.sessionId, ctx.wallNow)))
          throw new DomainError(ResponseCode.CONSOLE_LOGIN_REQUIRED);
        await appendAudit(
          tx,
          actorOf(ctx),
          { action: 'auth.logout', target: `session:${operator.sessionId}` },
          ctx.wallNow,
        );
      });
      return { loggedOut: true as const };
    },

    consoleMe: async (_input, ctx) => ({
      operator: operatorView(await findOperator(db, requireOperator(ctx).operatorId)),
      idleTimeoutSeconds: Math.round(options.idleMs / 1000),
    }),
  } satisfies Pick<
    ConsoleHandlerMap,
    'consoleLogin' | 'consoleVerifyTotp' | 'consoleEnrolConfirm' | 'consoleLogout' | 'consoleMe'
  >;
}
