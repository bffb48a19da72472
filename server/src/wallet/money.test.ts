import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './money';

describe('money', () => {
  it('converts fen to yuan exactly', () => {
    expect(fenToYuan(888800)).toBe(8888);
    expect(fenToYuan(120050)).toBe(1200.5);
    expect(fenToYuan(5678)).toBe(56.78);
  });

  it('converts yuan with two decimals to fen', () => {
    expect(yuanToFen(0.07)).toBe(7);
    expect(yuanToFen(1557.28)).toBe(155728);
  });

  it('refuses fractions of a fen', () => {
    expect(() => yuanToFen(1.005)).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });
});
