import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS } from 'shared/contract';
import { checkProof, signProof } from './proof';

const secret = 'a'.repeat(64);
const now = new Date('2025-06-01T12:00:00Z');

describe('slider proof', () => {
  it('verifies a proof it signed while it is fresh', () => {
    const proof = signProof(secret, 'lot-1', now);
    expect(proof.gen_time).toBe(String(now.getTime() / 1000));
    expect(checkProof(secret, proof, now)).toBe('valid');
    expect(checkProof(secret, proof, new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000))).toBe('valid');
  });

  it('calls it stale after CAPTCHA_TTL_SECONDS', () => {
    const proof = signProof(secret, 'lot-1', now);
    expect(checkProof(secret, proof, new Date(now.getTime() + (CAPTCHA_TTL_SECONDS + 1) * 1000))).toBe('stale');
  });

  it('calls any altered field, or another secret, a forgery', () => {
    const proof = signProof(secret, 'lot-1', now);
    expect(checkProof(secret, { ...proof, lot_number: 'lot-2' }, now)).toBe('forged');
    expect(checkProof(secret, { ...proof, gen_time: String(Number(proof.gen_time) + 10) }, now)).toBe('forged');
    expect(checkProof(secret, { ...proof, gen_time: 'soon' }, now)).toBe('forged');
    expect(checkProof(secret, { ...proof, pass_token: proof.pass_token.slice(1) }, now)).toBe('forged');
    expect(checkProof('b'.repeat(64), proof, now)).toBe('forged');
  });
});
