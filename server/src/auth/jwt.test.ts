import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const claims = { sub: '100001', name: 'demo888', siteId: '1', sid: 1, iat: 1000, exp: 2000 };

describe('jwt', () => {
  it('verifies what it signs', () => {
    const token = signJwt(claims, 'secret');
    expect(token.split('.')).toHaveLength(3);
    expect(verifyJwt(token, 'secret', 1500)).toMatchObject({ sub: '100001', name: 'demo888' });
  });

  it('rejects another secret, a tampered payload and an expired token', () => {
    const token = signJwt(claims, 'secret');
    expect(verifyJwt(token, 'other', 1500)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
    expect(verifyJwt(forged, 'secret', 1500)).toBeNull();
    expect(verifyJwt(token, 'secret', 2000)).toBeNull();
  });
});
