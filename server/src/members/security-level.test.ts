import { describe, expect, it } from 'vitest';
import { securityLevel } from './security-level';

const none = { phone: false, realName: false, email: false, bankCard: false, secondPassword: false };

describe('securityLevel', () => {
  it('grows with the bindings', () => {
    expect(securityLevel(none)).toBe(1);
    expect(securityLevel({ ...none, phone: true })).toBe(1);
    expect(securityLevel({ ...none, phone: true, realName: true, bankCard: true })).toBe(2);
    expect(securityLevel({ phone: true, realName: true, email: true, bankCard: true, secondPassword: false })).toBe(3);
  });
});
