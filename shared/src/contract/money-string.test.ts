import { describe, expect, it } from 'vitest';
import { utcTransfer } from './endpoints/funds';
import { venueTransfer } from './endpoints/venue-wallets';
import { moneyStringSchema } from './money-string';

const issueOf = (text: string) => moneyStringSchema.safeParse(text).error?.issues[0]?.message;

describe('moneyStringSchema', () => {
  it.each(['0', '0.5', '0.05', '1', '100', '100.5', '100.50', '999999999.99', '123456789012'])('accepts %j', (text) => {
    expect(moneyStringSchema.safeParse(text).success).toBe(true);
  });

  it.each([
    ' 100 ',
    '100 ',
    ' 100',
    '\t100',
    '+100',
    '-100',
    '1e3',
    '1E3',
    '100.',
    '.5',
    '0100',
    '00',
    '1,000',
    '100.123',
    '１００',
    '0x10',
    'NaN',
    'Infinity',
    '1 000',
    '100.5.5',
  ])('refuses %j as not canonical', (text) => {
    expect(issueOf(text)).toBe('金额格式不正确，只能填写数字，最多两位小数');
  });

  it('refuses an empty and an over-long amount with messages of their own', () => {
    expect(issueOf('')).toBe('请输入金额');
    expect(issueOf('1234567890.12')).toBe('金额最多12位');
  });

  it('is the amount of every money call that takes text', () => {
    expect(
      venueTransfer.request.safeParse({ channelCode: 'AGZR', amount: ' 100 ', ty: '1', isActivity: false }).success,
    ).toBe(false);
    expect(
      venueTransfer.request.safeParse({ channelCode: 'AGZR', amount: '100', ty: '1', isActivity: false }).success,
    ).toBe(true);
    expect(utcTransfer.request.safeParse({ direction: 'toUsdt', amount: ' 100 ', rate: 7.2 }).success).toBe(false);
    expect(utcTransfer.request.safeParse({ direction: 'toUsdt', amount: '100', rate: 7.2 }).success).toBe(true);
  });
});
