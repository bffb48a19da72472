import { ResponseCode } from 'shared/contract';
import { grantAutoLogin } from '../auth/auto-login';
import { signJwt } from '../auth/jwt';
import { logIn } from '../auth/log-in';
import { revokeSession } from '../auth/sessions';
import { passCaptcha } from '../captcha/captcha-gate';
import { captchaPolicy } from '../captcha/captcha-policy';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { touchDevice } from '../members/devices';
import { buildMemberInfo } from '../members/profile/member-info';
import { registerMember } from '../members/register';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';

/** Chat tokens are short-lived: the chat client fetches a new one for every socket login. */
const CHAT_JWT_TTL_SECONDS = 2 * 60 * 60;

export function userHandlers(deps: HandlerDeps) {
  const { db, jwtSecret, captchaRequired } = deps;
  return {
    login: async (input, ctx) => {
      await requireSite(db, ctx.siteId);
      return logIn(deps, input, ctx);
    },

    // Register asks for the slider (captcha-policy). The browser that registered may then log in
    // once without a captcha (kaptchcate 99), and is a known device of the new member from the start.
    register: async (input, ctx) => {
      const site = await requireSite(db, ctx.siteId);
      if (input.kaptchcate === 99) throw new DomainError(ResponseCode.INVALID_PARAMETER);
      // secondPassword is the repeated login password (SPEC §4 register payload), never the withdraw
      // password; checked before the captcha so a typo does not use one up.
      if (input.secondPassword !== input.password)
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '两次输入的密码不一致');
      const demand = { kind: await captchaPolicy(db, 1, input.name, ctx.now), enforced: captchaRequired };
      await passCaptcha(db, { kaptchcate: input.kaptchcate, codeId: input.codeId, code: input.code }, demand, ctx.now);
      const memberId = await db.transaction(async (tx) => {
        const id = await registerMember(
          tx,
          {
            name: input.name,
            passwordDigest: input.password,
            siteId: site.siteId,
            siteName: site.name,
            ip: ctx.ip,
            domain: input.domain,
            inviteCode: input.iCode ?? '',
            referralCode: input.rCode ?? '',
          },
          ctx.now,
        );
        if (id !== null) {
          await touchDevice(tx, id, ctx.visitorId, ctx.ip, ctx.now);
          await grantAutoLogin(tx, id, ctx.visitorId, ctx.now);
        }
        return id;
      });
      if (memberId === null) throw new DomainError(ResponseCode.DATA_EXISTS, '该账号已被注册');
      return { userId: String(memberId) };
    },

    logout: async (_input, ctx) => {
      const member = requireMember(ctx);
      await revokeSession(db, member.sessionId, ctx.now);
      await deps.chat.sessionsEnded(member.memberId);
      return null;
    },

    memberInfo: async (_input, ctx) => buildMemberInfo(db, requireMember(ctx).memberId, ctx.baseUrl, ctx.now),

    memberJwt: async (_input, ctx) => {
      const member = requireMember(ctx);
      const iat = Math.floor(ctx.now.getTime() / 1000);
      const jwt = signJwt(
        {
          sub: String(member.memberId),
          name: member.username,
          siteId: ctx.siteId,
          sid: member.sessionId,
          iat,
          exp: iat + CHAT_JWT_TTL_SECONDS,
        },
        jwtSecret,
      );
      return { jwt };
    },
  } satisfies Pick<HandlerMap, 'login' | 'register' | 'logout' | 'memberInfo' | 'memberJwt'>;
}
