import { describe, expect, it } from 'vitest';
import { aesDecrypt, aesDecryptUrl, aesEncrypt, aesEncryptUrl, md5Hex, signRequest } from './index';

describe('aes', () => {
  it('round-trips Chinese text', () => {
    const text = JSON.stringify({ name: '测试用户', ip: '127.0.0.1' });
    expect(aesDecrypt(aesEncrypt(text))).toBe(text);
  });

  it('gives the ciphertext of AES-128-CBC, PKCS#7, Base64 with the contract key and iv', () => {
    // Computed with OpenSSL (node:crypto createCipheriv('aes-128-cbc')): the server decrypts this.
    const plain = JSON.stringify({ name: '测试用户', ip: '127.0.0.1' });
    expect(aesEncrypt(plain)).toBe('Oc+XhaRGhKCdu2BYUDGzJFU3jRZyX6LTjk0Ncw0QuxZJJVjEPBa6+djKwHul8HFo');
    expect(aesDecrypt('Oc+XhaRGhKCdu2BYUDGzJFU3jRZyX6LTjk0Ncw0QuxZJJVjEPBa6+djKwHul8HFo')).toBe(plain);
  });

  it('is deterministic, so the server can compare paths', () => {
    expect(aesEncrypt('/site/api/v1/user/login')).toBe(aesEncrypt('/site/api/v1/user/login'));
  });

  it('round-trips through the URL-safe form without / + or =', () => {
    const token = aesEncryptUrl('/site/api/v1/configuration/preInfo');
    expect(token).not.toMatch(/[+/=]/);
    expect(aesDecryptUrl(token)).toBe('/site/api/v1/configuration/preInfo');
  });

  it('rejects text that is not a ciphertext', () => {
    expect(() => aesDecrypt('bm90IGEgY2lwaGVydGV4dA==')).toThrow();
  });
});

describe('signRequest', () => {
  const base = {
    method: 'post',
    path: '/a',
    timestamp: '1',
    requestId: 'r',
    siteId: '1',
    token: 't',
    device: 'd',
    body: '{}',
  };

  it('gives a 64-character hex digest', () => {
    expect(signRequest(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when any part changes', () => {
    const sig = signRequest(base);
    for (const key of Object.keys(base) as (keyof typeof base)[]) {
      expect(signRequest({ ...base, [key]: base[key] + 'x' })).not.toBe(sig);
    }
  });
});

describe('md5Hex', () => {
  it('matches the known digest', () => {
    expect(md5Hex('abc12345')).toBe('d6b0ab7f1c8ab8f514db9a6d85de160a');
  });
});
