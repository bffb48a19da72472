import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money';
import { toChineseUppercase } from './chinese-numerals';

describe('formatMoney', () => {
  it('uses the CNY symbol and strips a trailing .00', () => {
    expect(formatMoney(1234)).toBe('¥1,234');
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(0)).toBe('¥0');
    expect(formatMoney(Number.NaN)).toBe('¥0');
  });
});

describe('formatAmount', () => {
  it('always shows two decimals', () => {
    expect(formatAmount(8888)).toBe('8888.00');
    expect(formatAmount(0.105)).toBe('0.11');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0.00');
  });
});

describe('toChineseUppercase', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1001, '壹仟零壹元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [10000, '壹万元整'],
    [100010, '壹拾万零壹拾元整'],
    [105000, '壹拾万伍仟元整'],
    [100000000, '壹亿元整'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [3.05, '叁元零伍分'],
    [-12, '负壹拾贰元整'],
  ])('%s → %s', (amount, text) => {
    expect(toChineseUppercase(amount)).toBe(text);
  });
});
