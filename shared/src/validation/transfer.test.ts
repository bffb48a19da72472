import { describe, expect, it } from 'vitest';
import { moneyStringSchema } from '../contract/money-string';
import { amountForAll, canonicalAmount, checkTransferAmount, normaliseAmountInput } from './transfer';
import { chatMessageToSend } from './chat';
import { checkAddSelection } from './bet-slip';

describe('transfer amount', () => {
  it('keeps digits and one dot, 2 decimals, 12 characters', () => {
    expect(normaliseAmountInput('1a2.345')).toBe('12.34');
    expect(normaliseAmountInput('1.2.3')).toBe('1.23');
    expect(normaliseAmountInput('1234567890123')).toBe('123456789012');
  });

  it("is sent as the contract's canonical money string", () => {
    const cases: [string, string][] = [
      ['100', '100'],
      ['100.', '100'],
      ['.5', '0.5'],
      ['0100', '100'],
      ['00', '0'],
      ['0.50', '0.50'],
      [' 12.3 ', '12.3'],
    ];
    for (const [typed, sent] of cases) {
      expect(canonicalAmount(typed)).toBe(sent);
      expect(moneyStringSchema.safeParse(sent).success).toBe(true);
    }
  });

  it('is required', () => {
    expect(checkTransferAmount('')).toBe('transferAmountRequired');
    expect(checkTransferAmount('0')).toBe('transferAmountRequired');
    expect(checkTransferAmount('.')).toBe('transferAmountRequired');
    expect(checkTransferAmount('0.01')).toBeNull();
  });

  it("fills 'all' with the wallet balance cut to 2 decimals", () => {
    expect(amountForAll(1234.567)).toBe('1234.56');
    expect(amountForAll(0.1 + 0.2)).toBe('0.3');
    expect(amountForAll(-5)).toBe('0');
  });
});

describe('chat message', () => {
  it('is trimmed, and an empty one is not sent', () => {
    expect(chatMessageToSend('  你好 ')).toBe('你好');
    expect(chatMessageToSend(' \n ')).toBeNull();
  });
});

describe('bet slip', () => {
  it('takes at most 10 selections in series or multiple mode', () => {
    expect(checkAddSelection({ selections: 9, accumulating: true, pending: false })).toBeNull();
    expect(checkAddSelection({ selections: 10, accumulating: true, pending: false })).toBe('betSlipFull');
    expect(checkAddSelection({ selections: 10, accumulating: false, pending: false })).toBeNull();
  });

  it('blocks new selections while a bet is being confirmed', () => {
    expect(checkAddSelection({ selections: 0, accumulating: false, pending: true })).toBe('betPending');
  });
});
