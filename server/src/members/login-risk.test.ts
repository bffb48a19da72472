import { describe, expect, it } from 'vitest';
import { LONG_ABSENCE_MS, loginRisk, type LoginRiskFacts } from './login-risk';

const now = new Date('2025-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const facts: LoginRiskFacts = {
  loginProtection: true,
  phone: '13987654321',
  lastLoginAt: new Date(now.getTime() - 30 * DAY),
  lastLoginIp: '10.0.0.8',
  device: { lastIp: '10.0.0.8', lastSeenAt: new Date(now.getTime() - 30 * DAY) },
  ip: '10.0.0.8',
  now,
  crowdedAddress: false,
};

describe('loginRisk', () => {
  it('lets a known browser in from its usual IP', () => {
    expect(loginRisk(facts)).toBeNull();
  });

  it('answers 6025 for a known browser on another IP', () => {
    expect(loginRisk({ ...facts, ip: '1.2.3.4' })).toBe(6025);
  });

  it('answers 6026 for an unknown browser on the last login IP, 6027 on a new one', () => {
    expect(loginRisk({ ...facts, device: null })).toBe(6026);
    expect(loginRisk({ ...facts, device: null, ip: '1.2.3.4' })).toBe(6027);
    expect(loginRisk({ ...facts, device: null, lastLoginIp: null })).toBe(6027);
  });

  it('answers 6029 from an address many members log in from, whatever the browser', () => {
    expect(loginRisk({ ...facts, crowdedAddress: true })).toBe(6029);
    expect(loginRisk({ ...facts, crowdedAddress: true, device: null })).toBe(6029);
    expect(loginRisk({ ...facts, crowdedAddress: true, loginProtection: false })).toBeNull();
  });

  it('answers 6028 after a long absence, before looking at the browser', () => {
    const lastLoginAt = new Date(now.getTime() - LONG_ABSENCE_MS - DAY);
    expect(loginRisk({ ...facts, lastLoginAt })).toBe(6028);
    expect(loginRisk({ ...facts, lastLoginAt, device: null, ip: '1.2.3.4' })).toBe(6028);
    expect(loginRisk({ ...facts, lastLoginAt: new Date(now.getTime() - LONG_ABSENCE_MS + DAY) })).toBeNull();
  });

  it('never fires without login protection or without a phone to send the code to', () => {
    expect(loginRisk({ ...facts, device: null, ip: '1.2.3.4', loginProtection: false })).toBeNull();
    expect(loginRisk({ ...facts, device: null, ip: '1.2.3.4', phone: '' })).toBeNull();
  });
});
