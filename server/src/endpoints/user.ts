import { ResponseCode } from 'shared/contract';
import { signJwt } from '../auth/jwt';
import { createSession, revokeSession } from '../auth/sessions';
import { ApiFailure } from '../http/api-failure';
import { requireMember } from '../http/context';
import { checkCredentials } from '../members/credentials';
import { maskEmail, maskPhone } from '../members/mask';
import { loadProfile, recordLogin } from '../members/members';
import { registerMember } from '../members/register';
import { securityLevel } from '../members/security-level';
import { artUrl } from '../static/art-url';
import { formatBeijing } from '../time/beijing';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from './require-site';

/** Chat tokens are short-lived: the chat client fetches a new one for every socket login. */
const CHAT_JWT_TTL_SECONDS = 2 * 60 * 60;

export function userHandlers({ db, jwtSecret }: HandlerDeps) {
  return {
    // The plain login. Captcha (kaptchcate) and the new-device risk answers 6025-6029 come later.
    login: async (input, ctx) => {
      await requireSite(db, ctx.siteId);
      const member = await checkCredentials(db, input.name, input.password);
      if (member === null) throw new ApiFailure(ResponseCode.INVALID_CREDENTIALS);
      if (member.status === 'frozen') throw new ApiFailure(ResponseCode.CONTACT_CUSTOMER_SERVICE);
      const token = await db.transaction(async (tx) => {
        await recordLogin(tx, member.id, ctx.ip, ctx.now);
        return createSession(tx, { memberId: member.id, siteId: ctx.siteId, ip: ctx.ip, visitorId: ctx.visitorId }, ctx.now);
      });
      return { token, userId: String(member.id) };
    },

    // Captcha checks (kaptchcate 1/2) arrive with the captcha issue; the client logs in right after
    // with kaptchcate 99.
    register: async (input, ctx) => {
      const site = await requireSite(db, ctx.siteId);
      const memberId = await db.transaction((tx) =>
        registerMember(
          tx,
          {
            name: input.name,
            passwordDigest: input.password,
            secondPasswordDigest: input.secondPassword,
            siteId: site.siteId,
            siteName: site.name,
            ip: ctx.ip,
            domain: input.domain,
            inviteCode: input.iCode ?? '',
            referralCode: input.rCode ?? '',
          },
          ctx.now,
        ),
      );
      if (memberId === null) throw new ApiFailure(ResponseCode.DATA_EXISTS, '该账号已被注册');
      return { userId: String(memberId) };
    },

    logout: async (_input, ctx) => {
      await revokeSession(db, requireMember(ctx).sessionId, ctx.now);
      return null;
    },

    memberInfo: async (_input, ctx) => {
      const profile = await loadProfile(db, requireMember(ctx).memberId);
      // The session join already checked the member exists; a miss here means it was deleted meanwhile.
      if (profile === null) throw new ApiFailure(ResponseCode.LOGIN_EXPIRED);
      const bindings = {
        phone: profile.phone !== '',
        realName: profile.realName !== '',
        email: profile.email !== '',
        bankCard: profile.hasBankCard,
        secondPassword: profile.hasSecondPassword,
      };
      return {
        userId: String(profile.id),
        name: profile.username,
        realName: profile.realName,
        phone: maskPhone(profile.phone),
        email: maskEmail(profile.email),
        bindPhone: bindings.phone,
        bindRealName: bindings.realName,
        bindEmail: bindings.email,
        bindBankCard: bindings.bankCard,
        hasSecondPassword: bindings.secondPassword,
        gender: profile.gender,
        birthday: profile.birthday,
        registerTime: formatBeijing(profile.registeredAt),
        avatar: artUrl(ctx.baseUrl, 'avatar', profile.avatarId),
        vipGrade: profile.vipGrade,
        securityLevel: securityLevel(bindings),
      };
    },

    memberJwt: async (_input, ctx) => {
      const member = requireMember(ctx);
      const iat = Math.floor(ctx.now.getTime() / 1000);
      const jwt = signJwt({ sub: String(member.memberId), name: member.username, siteId: ctx.siteId, iat, exp: iat + CHAT_JWT_TTL_SECONDS }, jwtSecret);
      return { jwt };
    },
  } satisfies Pick<HandlerMap, 'login' | 'register' | 'logout' | 'memberInfo' | 'memberJwt'>;
}
