import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, totpStep, totpUri, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP', () => {
  it('gives RFC 6238 appendix B codes for SHA-1', () => {
    const cases: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of cases) expect(hotp(rfcSecret, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('gives RFC 4226 appendix D HOTP values', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcSecret, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32 and forgives how people type it', () => {
    const encoded = base32Encode(rfcSecret);
    expect(encoded).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(encoded.toLowerCase().replace(/(.{4})/g, '$1 '))?.equals(rfcSecret)).toBe(true);
    expect(base32Decode('ABC1')).toBeNull();
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('accepts the code of this step and one either side, never one already used or further off', () => {
    const secret = base32Encode(rfcSecret);
    const at = new Date(1111111111 * 1000);
    const step = totpStep(at);
    const code = (offset: number) => hotp(rfcSecret, step + offset);
    expect(verifyTotp(secret, code(0), at, null)).toBe(step);
    expect(verifyTotp(secret, code(-1), at, null)).toBe(step - 1);
    expect(verifyTotp(secret, code(1), at, null)).toBe(step + 1);
    expect(verifyTotp(secret, code(2), at, null)).toBeNull();
    expect(verifyTotp(secret, code(0), at, step)).toBeNull();
    expect(verifyTotp(secret, '12345', at, null)).toBeNull();
    expect(verifyTotp('not base32!', code(0), at, null)).toBeNull();
  });

  it('writes the enrolment URI an authenticator app reads', () => {
    const uri = new URL(totpUri('演示品牌 控制台', 'finance1', 'GEZDGNBV'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/演示品牌 控制台:finance1');
    expect(uri.searchParams.get('secret')).toBe('GEZDGNBV');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
