import { describe, expect, it } from 'vitest';
import type { PayoutAccount, WithdrawKindConfig } from 'shared/contract';
import { checkWithdrawal, feeOf, usdtOf } from './withdraw-rules';

const account: PayoutAccount = {
  id: 1,
  kind: 'bank',
  name: '招商银行',
  code: 'CMB',
  masked: '**** 1234',
  holderName: '王五',
  isDefault: true,
  createdAt: '',
};
const limits: WithdrawKindConfig = { kind: 'bank', min: 100, max: 50000, dailyCount: 5, feeRate: 0 };
const base = { account, amount: '200', limits, balance: 1000, passwordRequired: true, password: '135790' };

describe('checkWithdrawal', () => {
  it('passes a complete withdrawal', () => {
    expect(checkWithdrawal(base)).toBeNull();
  });
  it('needs an account, an amount within limits and the balance, and the password', () => {
    expect(checkWithdrawal({ ...base, account: undefined })).toEqual({ key: 'account' });
    expect(checkWithdrawal({ ...base, amount: '' })).toEqual({ key: 'amountRequired' });
    expect(checkWithdrawal({ ...base, amount: '0' })).toEqual({ key: 'amountRequired' });
    expect(checkWithdrawal({ ...base, amount: '99.99' })).toEqual({ key: 'amountRange', min: 100, max: 50000 });
    expect(checkWithdrawal({ ...base, amount: '50000.01', balance: 60000 })).toEqual({
      key: 'amountRange',
      min: 100,
      max: 50000,
    });
    expect(checkWithdrawal({ ...base, amount: '1000.01' })).toEqual({ key: 'overBalance' });
    expect(checkWithdrawal({ ...base, password: '12345' })).toEqual({ key: 'password' });
    expect(checkWithdrawal({ ...base, password: '', passwordRequired: false })).toBeNull();
  });
});

describe('fee and USDT', () => {
  it('takes the fee in whole fen and pays USDT rounded down', () => {
    expect(feeOf(200, 0.01)).toEqual({ fee: 2, actual: 198 });
    expect(feeOf(100.1, 0)).toEqual({ fee: 0, actual: 100.1 });
    expect(usdtOf(198, 7.2)).toBe(27.5);
    expect(usdtOf(100, 7.2)).toBe(13.88);
  });
});
