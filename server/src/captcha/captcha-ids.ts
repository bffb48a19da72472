import { randomBytes } from 'node:crypto';

/** 128 random bits: a codeId or lot_number nobody can guess or enumerate. */
export function newCaptchaId(): string {
  return randomBytes(16).toString('base64url');
}
