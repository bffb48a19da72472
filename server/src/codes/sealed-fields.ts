import type { z } from 'zod';
import { ResponseCode, type sendCode } from 'shared/contract';
import { aesDecrypt, md5Hex } from 'shared/crypto';
import { DomainError } from '../domain/domain-error';

export type SendCodeInput = z.output<(typeof sendCode)['request']>;

export interface SendCodeFields {
  receiver: string;
  name: string;
  codeId: string;
}

/**
 * The receiver, name and captcha id of a sendCode call, read from the AES …V2 fields (the ones the
 * server trusts) and checked against the legacy MD5 and plain fields: a call whose two copies
 * disagree was altered on the way and is refused with 6007.
 */
export function openSendCodeFields(input: SendCodeInput): SendCodeFields {
  const receiver = decrypt(input.sendCodeNumV2);
  const name = decrypt(input.sendNameV2);
  const codeId = decrypt(input.codeIdV2);
  if (md5Hex(receiver) !== input.SendCodeNum || md5Hex(name) !== input.SendName || codeId !== input.codeId) {
    throw new DomainError(ResponseCode.INVALID_PARAMETER);
  }
  return { receiver, name, codeId };
}

function decrypt(cipherText: string): string {
  try {
    return aesDecrypt(cipherText);
  } catch {
    throw new DomainError(ResponseCode.INVALID_PARAMETER);
  }
}
