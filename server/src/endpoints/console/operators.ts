import { ResponseCode } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import { appendAudit } from '../../operators/audit-log';
import { createOperator, findOperator, listOperators, operatorView } from '../../operators/operator-accounts';
import { endAllOperatorSessions, endOperatorSession, liveOperatorSessions } from '../../operators/operator-sessions';
import { actorOf, requireOperator, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

/** Operators and their sessions (admin; contract console/operators). Each change is audited in its transaction. */
export function consoleOperatorHandlers({ db, options }: ConsoleDeps) {
  return {
    consoleOperators: async () => ({ list: (await listOperators(db)).map(operatorView) }),

    consoleCreateOperator: async (input, ctx) =>
      db.transaction(async (tx) => {
        const created = operatorView(await createOperator(tx, input, ctx.wallNow));
        await appendAudit(
          tx,
          actorOf(ctx),
          { action: 'operator.create', target: `operator:${created.id}`, after: created },
          ctx.wallNow,
        );
        return created;
      }),

    consoleSetOperatorStatus: async (input, ctx) => {
      if (input.operatorId === requireOperator(ctx).operatorId)
        throw new DomainError(ResponseCode.ACCESS_DENIED, '不能停用自己的账号');
      return db.transaction(async (tx) => {
        const before = operatorView(await findOperator(tx, input.operatorId, true));
        await tx.query(`update operators set status = $2 where id = $1`, [input.operatorId, input.status]);
        if (input.status === 'disabled') await endAllOperatorSessions(tx, input.operatorId, ctx.wallNow);
        const after = operatorView(await findOperator(tx, input.operatorId));
        await appendAudit(
          tx,
          actorOf(ctx),
          { action: 'operator.status', target: `operator:${input.operatorId}`, before, after, reason: input.reason },
          ctx.wallNow,
        );
        return after;
      });
    },

    consoleResetTotp: async (input, ctx) =>
      db.transaction(async (tx) => {
        const before = operatorView(await findOperator(tx, input.operatorId, true));
        await tx.query(`update operators set totp_secret = null, totp_last_step = null where id = $1`, [
          input.operatorId,
        ]);
        await endAllOperatorSessions(tx, input.operatorId, ctx.wallNow);
        const after = operatorView(await findOperator(tx, input.operatorId));
        await appendAudit(
          tx,
          actorOf(ctx),
          {
            action: 'operator.totp_reset',
            target: `operator:${input.operatorId}`,
            before,
            after,
            reason: input.reason,
          },
          ctx.wallNow,
        );
        return after;
      }),

    consoleSessions: async (input, ctx) => ({
      list: await liveOperatorSessions(
        db,
        { operatorId: input.operatorId, currentSessionId: requireOperator(ctx).sessionId },
        options.idleMs,
        ctx.wallNow,
      ),
    }),

    consoleEndSession: async (input, ctx) =>
      db.transaction(async (tx) => {
        const ended = await endOperatorSession(tx, input.sessionId, ctx.wallNow);
        if (ended)
          await appendAudit(
            tx,
            actorOf(ctx),
            { action: 'session.end', target: `session:${input.sessionId}`, reason: input.reason },
            ctx.wallNow,
          );
        return { ended };
      }),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleOperators'
    | 'consoleCreateOperator'
    | 'consoleSetOperatorStatus'
    | 'consoleResetTotp'
    | 'consoleSessions'
    | 'consoleEndSession'
  >;
}
