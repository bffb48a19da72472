import MD5 from 'crypto-js/md5';
import Hex from 'crypto-js/enc-hex';

/** Passwords leave the browser only as this digest (SPEC §3). */
export function md5Hex(text: string): string {
  return MD5(text).toString(Hex);
}
