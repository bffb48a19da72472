import { hmacBase64Url, sameText } from '../auth/hmac';

/**
 * The key of the file addresses, loaded from the database once the files route is registered
 * (file-routes.ts). Kept here rather than passed around so fileUrl works from any handler with only
 * what it already has; every process on one database loads the same key, so an address signed by
 * one verifies on another.
 */
let signingKey: string | null = null;

export function setFileSigningKey(key: string): void {
  signingKey = key;
}

function key(): string {
  if (signingKey === null) throw new Error('file addresses are signed only after registerFileRoutes ran');
  return signingKey;
}

/** HMAC-SHA256 of `${id}.${memberId}.${exp}`: the address names its owner and when it stops working. */
export function fileSignature(id: string, memberId: number, exp: number): string {
  return hmacBase64Url(key(), `${id}.${memberId}.${exp}`);
}

export function validFileSignature(id: string, memberId: number, exp: number, signature: string): boolean {
  return sameText(signature, fileSignature(id, memberId, exp));
}
