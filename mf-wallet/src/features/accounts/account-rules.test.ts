import { describe, expect, it } from 'vitest';
import { cardNumberInput, checkAlipayAccount, checkCardNumber, checkCoinAddress, groupedCard } from './account-rules';

describe('bank card numbers', () => {
  it('keeps digits only, grouped by four for reading', () => {
    expect(cardNumberInput('6222 0212-3456 7890 12345')).toBe('6222021234567890123');
    expect(groupedCard('6222021234567890')).toBe('6222 0212 3456 7890');
  });
  it('needs 16-19 digits with a right Luhn check digit', () => {
    expect(checkCardNumber('')).toBe('accounts.bank.numberRequired');
    expect(checkCardNumber('411111111111111')).toBe('accounts.bank.numberLength');
    expect(checkCardNumber('4111111111111112')).toBe('accounts.bank.numberInvalid');
    expect(checkCardNumber('4111111111111111')).toBeNull();
  });
});

describe('coin addresses and Alipay accounts', () => {
  it('checks the address format of each protocol', () => {
    const trc = `T${'A1b2C3d4E5f6G7h8J9k'.padEnd(33, 'x')}`;
    expect(checkCoinAddress('TRC20', trc)).toBeNull();
    expect(checkCoinAddress('ERC20', trc)).toBe('accounts.coin.addressInvalid');
    expect(checkCoinAddress('ERC20', `0x${'ab'.repeat(20)}`)).toBeNull();
    expect(checkCoinAddress('TRC20', ' ')).toBe('accounts.coin.addressRequired');
  });
  it('takes a mobile number or an e-mail address for Alipay', () => {
    expect(checkAlipayAccount('13800001111')).toBeNull();
    expect(checkAlipayAccount('Wang@QQ.com')).toBeNull();
    expect(checkAlipayAccount('wang')).toBe('accounts.alipay.accountInvalid');
    expect(checkAlipayAccount('')).toBe('accounts.alipay.accountRequired');
  });
});
