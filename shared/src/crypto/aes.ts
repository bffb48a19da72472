import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import CryptoJS from 'crypto-js/core';
import { AES_IV, AES_KEY } from '../contract/security';

const key = Utf8.parse(AES_KEY);
const iv = Utf8.parse(AES_IV);

/** AES-128-CBC, PKCS#7, Base64: the scheme documented in contract/security. */
export function aesEncrypt(plain: string): string {
  return AES.encrypt(plain, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString();
}

/** Throws when the text is not a ciphertext of this scheme. */
export function aesDecrypt(cipherText: string): string {
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherText) });
  const plain = AES.decrypt(params, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString(Utf8);
  if (plain === '' && cipherText !== '') throw new Error('密文无法解密');
  return plain;
}

/** The same ciphertext in URL-safe Base64 without padding, for the obfuscated path. */
export function aesEncryptUrl(plain: string): string {
  return aesEncrypt(plain).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function aesDecryptUrl(token: string): string {
  const b64 = token.replace(/-/g, '+').replace(/_/g, '/');
  return aesDecrypt(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
}
