import {
  CODE_RESEND_SECONDS,
  forgetByEmailOne,
  forgetByEmailThree,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneThree,
  forgetByPhoneTwo,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { sendEndpoint } from 'shared/query';
import { type RunCaptcha, captchaFields, sendAfterCaptcha } from '../captcha';
import type { ForgotDraft } from './forgot-state';

/**
 * Step 0 (SPEC §4, §7): captcha (ktype 2 phone reset, 3 e-mail reset), then call one sends the code.
 * Answers how many seconds until another code may be asked for.
 */
export async function sendRecoveryCode(draft: ForgotDraft, runCaptcha: RunCaptcha): Promise<number> {
  const name = draft.name.trim();
  const { resendAfter } =
    draft.way === 'phone'
      ? await sendAfterCaptcha(
          forgetByPhoneOne,
          (proof) => ({ phone: draft.phone, areaCode: draft.areaCode, name, ...captchaFields(proof) }),
          {
            runCaptcha,
            request: { ktype: 2, name },
          },
        )
      : await sendAfterCaptcha(
          forgetByEmailOne,
          (proof) => ({ email: draft.email.trim(), name, ...captchaFields(proof) }),
          {
            runCaptcha,
            request: { ktype: 3, name },
          },
        );
  return resendAfter > 0 ? resendAfter : CODE_RESEND_SECONDS;
}

/** Step 1: call two checks the code. */
export async function verifyRecoveryCode(draft: ForgotDraft): Promise<void> {
  const name = draft.name.trim();
  if (draft.way === 'phone') await sendEndpoint(forgetByPhoneTwo, { phone: draft.phone, name, code: draft.code });
  else await sendEndpoint(forgetByEmailTwo, { email: draft.email.trim(), name, code: draft.code });
}

/** Step 2: call three sets the new password, hashed like every password (SPEC §3). */
export async function resetPassword(draft: ForgotDraft): Promise<void> {
  const name = draft.name.trim();
  const password = md5Hex(draft.password);
  if (draft.way === 'phone')
    await sendEndpoint(forgetByPhoneThree, { phone: draft.phone, name, password, secondPassword: password });
  else await sendEndpoint(forgetByEmailThree, { email: draft.email.trim(), name, password, secondPassword: password });
}
