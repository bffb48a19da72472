import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { overrideKeysFrom, signOverrideToken, verifyOverrideToken } from './override-token';

const claims = {
  id: 1,
  site: '1',
  remote: 'casino',
  address: 'http://127.0.0.1:4999/remoteEntry.js',
  exp: 2_000,
} as const;

describe('the override signing key', () => {
  it('reads OVERRIDE_SIGNING_KEY as PEM or base64 DER and verifies what it signs until exp', () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    for (const configured of [pem, der]) {
      const keys = overrideKeysFrom(configured, true)!;
      const token = signOverrideToken(claims, keys.privateKey);
      expect(verifyOverrideToken(token, keys.publicKey, new Date(1_999_000))).toEqual(claims);
      expect(verifyOverrideToken(token, keys.publicKey, new Date(2_000_000))).toBeNull();
    }
  });

  it('refuses a key that is not an Ed25519 private key; production without one issues nothing', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' });
    expect(() => overrideKeysFrom(rsa.toString(), true)).toThrow(/Ed25519/);
    expect(() => overrideKeysFrom('not a key', false)).toThrow(/Ed25519/);
    expect(overrideKeysFrom(null, true)).toBeNull();
    expect(overrideKeysFrom(null, false)?.privateKey.asymmetricKeyType).toBe('ed25519');
  });
});
