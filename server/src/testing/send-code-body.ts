import type { RequestOf, sendCode } from 'shared/contract';
import { aesEncrypt, md5Hex } from 'shared/crypto';
import type { SolvedCaptcha } from './captcha-solver';

export interface SendCodeRequest {
  receiver: string;
  name: string;
  captcha: SolvedCaptcha;
  type: 2 | 3;
  cate: 0 | 1 | 2;
}

/** A sendCode body sealed like the browser seals it: AES …V2 fields and their MD5 twins. */
export function sendCodeBody({ receiver, name, captcha, type, cate }: SendCodeRequest): RequestOf<typeof sendCode> {
  return {
    sendCodeNumV2: aesEncrypt(receiver),
    sendNameV2: aesEncrypt(name),
    codeIdV2: aesEncrypt(captcha.codeId),
    SendCodeNum: md5Hex(receiver),
    SendName: md5Hex(name),
    codeId: captcha.codeId,
    type,
    cate,
    version: 1,
    kaptchcate: captcha.kaptchcate,
    imageCode: captcha.code,
  };
}
