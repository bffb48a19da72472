import { describe, expect, it } from 'vitest';
import { md5Hex } from 'shared/crypto';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the same MD5 digest and rejects another', async () => {
    const stored = await hashPassword(md5Hex('demo1234'));
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(md5Hex('demo1234'), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('demo12345'), stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const digest = md5Hex('same');
    expect(await hashPassword(digest)).not.toBe(await hashPassword(digest));
  });

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword(md5Hex('x'), 'plain-text')).toBe(false);
  });
});
