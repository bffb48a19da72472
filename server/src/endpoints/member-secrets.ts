import { currentTraceId } from '../domain/trace-scope';
import { requireMember } from '../http/context';
import { buildMemberInfo } from '../members/profile/member-info';
import { resetPasswordByCode } from '../members/profile/password-reset-by-code';
import { saveProfileFields } from '../members/profile/profile-fields';
import { revealField } from '../members/profile/reveal-field';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** A logged-in member's password reset by code, the deposit form's real name, and masked data revealed. */
export function memberSecretHandlers({ db, authSecret, chat }: HandlerDeps) {
  const codes = { db, secret: authSecret };
  const reset =
    (channel: 0 | 1): HandlerMap['bindPasswordByPhone'] =>
    async (input, ctx) => {
      const { memberId, sessionId } = requireMember(ctx);
      const endedSessions = await resetPasswordByCode(codes, { memberId, sessionId, channel, ...input }, ctx.now);
      if (endedSessions > 0) await chat.sessionsEnded(memberId);
      return { passwordChanged: true as const, endedSessions };
    };
  return {
    bindPasswordByPhone: reset(0),
    bindPasswordByEmail: reset(1),

    bindFromDeposit: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await saveProfileFields(db, memberId, { realName: input.realName }, ctx.now);
      return buildMemberInfo(db, memberId, ctx.baseUrl, ctx.now);
    },

    singleDataDecryption: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      const value = await revealField(db, memberId, input.field, currentTraceId(), ctx.log, ctx.now);
      return { field: input.field, value };
    },
  } satisfies Pick<
    HandlerMap,
    'bindPasswordByPhone' | 'bindPasswordByEmail' | 'bindFromDeposit' | 'singleDataDecryption'
  >;
}
