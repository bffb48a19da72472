import { CODE_RESEND_SECONDS, sendCode } from 'shared/contract';
import { aesEncrypt, md5Hex } from 'shared/crypto';
import { type RunCaptcha, sendAfterCaptcha } from '../captcha';

/** SPEC §7 code channels: 0 SMS, 2 voice call (e-mail is not offered for the new-device check). */
export type DeviceCodeChannel = 0 | 2;

export interface DeviceCodeOrder {
  /** The full number: the masked one with the 4 digits the member proved to know. */
  phone: string;
  name: string;
  passwordHash: string;
  channel: DeviceCodeChannel;
}

/**
 * Sends the new-device code (SPEC §4 "Get code (captcha first)", §7 send verification code, type 3).
 * The receiver, name and captcha id travel AES-encrypted in the …V2 fields, which the server reads,
 * and as MD5 digests in the legacy ones, which it checks them against. Answers the seconds until
 * another code may be asked for.
 */
export async function sendDeviceCode(
  { phone, name, passwordHash, channel }: DeviceCodeOrder,
  runCaptcha: RunCaptcha,
): Promise<number> {
  const { resendAfter } = await sendAfterCaptcha(
    sendCode,
    (proof) => ({
      sendCodeNumV2: aesEncrypt(phone),
      sendNameV2: aesEncrypt(name),
      codeIdV2: aesEncrypt(proof.codeId),
      SendCodeNum: md5Hex(phone),
      SendName: md5Hex(name),
      codeId: proof.codeId,
      type: 3 as const,
      cate: channel,
      version: 1 as const,
      kaptchcate: proof.kaptchcate,
      imageCode: proof.code,
    }),
    { runCaptcha, request: { ktype: 4, name, passwordHash } },
  );
  return resendAfter > 0 ? resendAfter : CODE_RESEND_SECONDS;
}
