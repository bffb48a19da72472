import { ResponseCode } from 'shared/contract';
import { passCaptcha } from '../captcha/captcha-gate';
import { requireOwnReceiver } from '../codes/own-receiver';
import { normaliseReceiver } from '../codes/receiver';
import { openSendCodeFields } from '../codes/sealed-fields';
import { sendVerificationCode } from '../codes/send-code';
import { listCountryAreas } from '../countries/country-areas';
import { DomainError } from '../domain/domain-error';
import { findMemberByName } from '../members/member-contact';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** Verification codes for the new-device check and resets, and the dialling areas of phone fields. */
export function codeHandlers({ db, authSecret, captchaRequired, messageSender }: HandlerDeps) {
  return {
    sendCode: async (input, ctx) => {
      const fields = openSendCodeFields(input);
      // The new-device check confirms the bound phone, by SMS or voice call; e-mail is for resets.
      if (input.type === 3 && input.cate === 1) throw new DomainError(ResponseCode.INVALID_PARAMETER);
      const receiver = normaliseReceiver(input.cate, fields.receiver);
      if (receiver === null) throw new DomainError(ResponseCode.INVALID_PARAMETER);
      // Any captcha will do here: the receiver limits below are what stop message floods.
      await passCaptcha(
        db,
        { kaptchcate: input.kaptchcate, codeId: fields.codeId, code: input.imageCode },
        { kind: 'graphic', enforced: captchaRequired },
        ctx.now,
      );
      const named = await findMemberByName(db, fields.name);
      if (named === null) throw new DomainError(ResponseCode.INVALID_CREDENTIALS, '账号不存在');
      const member = requireOwnReceiver(named, input.cate, receiver, input.type === 3 ? '手机号码错误' : undefined);
      const resendAfter = await sendVerificationCode(
        { db, secret: authSecret, sender: messageSender },
        { memberId: member.id, purpose: input.type, receiver },
        input.cate,
        ctx.log,
        ctx.now,
      );
      return { resendAfter };
    },

    queryCountryArea: async (input) => ({ list: await listCountryAreas(db, input.area) }),
  } satisfies Pick<HandlerMap, 'sendCode' | 'queryCountryArea'>;
}
