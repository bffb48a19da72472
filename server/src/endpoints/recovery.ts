import { ResponseCode } from 'shared/contract';
import { findCountryArea } from '../countries/country-areas';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { confirmRecoveryCode, finishRecovery, startRecovery, type RecoveryDeps } from '../recovery/password-recovery';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** Forgot-password by phone and by e-mail, three steps each (recovery/password-recovery.ts). */
export function recoveryHandlers({ db, authSecret, captchaRequired, messageSender, chat }: HandlerDeps) {
  const deps: RecoveryDeps = { db, secret: authSecret, sender: messageSender, captchaRequired };
  return {
    forgetByPhoneOne: async (input, ctx) => {
      await requirePhoneOfArea(db, input.areaCode, input.phone);
      const route = { channel: 0 as const, address: input.phone, name: input.name };
      return { resendAfter: await startRecovery(deps, route, input, ctx.log, ctx.now) };
    },
    forgetByPhoneTwo: async (input, ctx) => {
      await confirmRecoveryCode(deps, { channel: 0, address: input.phone, name: input.name }, input.code, ctx.now);
      return null;
    },
    forgetByPhoneThree: async (input, ctx) => {
      await chat.sessionsEnded(
        await finishRecovery(
          deps,
          { channel: 0, address: input.phone, name: input.name },
          input.password,
          input.secondPassword,
          ctx.now,
        ),
      );
      return null;
    },

    forgetByEmailOne: async (input, ctx) => {
      const route = { channel: 1 as const, address: input.email, name: input.name };
      return { resendAfter: await startRecovery(deps, route, input, ctx.log, ctx.now) };
    },
    forgetByEmailTwo: async (input, ctx) => {
      await confirmRecoveryCode(deps, { channel: 1, address: input.email, name: input.name }, input.code, ctx.now);
      return null;
    },
    forgetByEmailThree: async (input, ctx) => {
      await chat.sessionsEnded(
        await finishRecovery(
          deps,
          { channel: 1, address: input.email, name: input.name },
          input.password,
          input.secondPassword,
          ctx.now,
        ),
      );
      return null;
    },
  } satisfies Pick<
    HandlerMap,
    | 'forgetByPhoneOne'
    | 'forgetByPhoneTwo'
    | 'forgetByPhoneThree'
    | 'forgetByEmailOne'
    | 'forgetByEmailTwo'
    | 'forgetByEmailThree'
  >;
}

/** The number must fit its area's pattern (the client checks too; this is the server's own word). */
async function requirePhoneOfArea(db: Queryable, areaCode: string, phone: string): Promise<void> {
  const area = await findCountryArea(db, areaCode);
  if (area === null) throw new DomainError(ResponseCode.INVALID_PARAMETER, '暂不支持该国家或地区');
  if (!new RegExp(area.regex).test(phone.trim()))
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '请输入正确的手机号码');
}
