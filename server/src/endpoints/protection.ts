import { ResponseCode } from 'shared/contract';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { requireMemberLocking } from '../sites/fund-rules/fund-rule-gates';
import { checkMemberPassword } from '../members/password-guard';
import { fenToYuan, yuanToFen } from '../wallet/money';
import { exclusionEnd, startExclusion } from '../protection/exclusions';
import { setLimit } from '../protection/limits';
import { presentSettings } from '../protection/present';
import { readRealityCheck, saveRealityCheck } from '../protection/reality-check';
import { netLossFen } from '../protection/usage';

/** Player protection (contract endpoints/protection.ts). */
export function protectionHandlers({ db, chat }: HandlerDeps) {
  return {
    protectionSettings: async (_input, ctx) => presentSettings(db, requireMember(ctx).memberId, ctx.now),

    setProtectionLimit: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      return db.transaction(async (tx) => {
        // One change at a time per member: two tabs saving at once cannot both read the old limit.
        await tx.query('select id from members where id = $1 for no key update', [memberId]);
        await setLimit(
          tx,
          memberId,
          input.kind,
          input.period,
          input.amount === null ? null : yuanToFen(input.amount),
          ctx.now,
        );
        return presentSettings(tx, memberId, ctx.now);
      });
    },

    setRealityCheck: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await saveRealityCheck(db, memberId, input.minutes, ctx.now);
      return presentSettings(db, memberId, ctx.now);
    },

    protectionSession: async (_input, ctx) => {
      const member = requireMember(ctx);
      const rows = await db.query<{ createdAt: Date | string }>(
        'select created_at as "createdAt" from sessions where id = $1',
        [member.sessionId],
      );
      const row = rows[0];
      if (row === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
      const start = new Date(row.createdAt);
      const loss = await netLossFen(db, member.memberId, start);
      return {
        sessionStart: start.toISOString(),
        now: ctx.now.toISOString(),
        netResult: loss === 0 ? 0 : fenToYuan(-loss),
        realityCheckMinutes: await readRealityCheck(db, member.memberId),
      };
    },

    selfExclude: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      // Before the password check: a brand without self-locking counts no wrong password for it.
      await requireMemberLocking(db, ctx.siteId);
      const rows = await db.query<{ hash: string }>('select password_hash as hash from members where id = $1', [
        memberId,
      ]);
      const stored = rows[0];
      if (stored === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
      await checkMemberPassword(
        db,
        { memberId, digest: input.password, hash: stored.hash, wrongText: '登录密码错误' },
        ctx.now,
      );
      const endsAt = exclusionEnd(input.duration, ctx.now);
      await db.transaction((tx) => startExclusion(tx, memberId, input.kind, endsAt, ctx.now));
      await chat.sessionsEnded(memberId);
      ctx.log.info({ memberId, kind: input.kind, duration: input.duration }, 'player protection break started');
      return { endsAt: endsAt === null ? null : endsAt.toISOString() };
    },
  } satisfies Pick<
    HandlerMap,
    'protectionSettings' | 'setProtectionLimit' | 'setRealityCheck' | 'protectionSession' | 'selfExclude'
  >;
}
