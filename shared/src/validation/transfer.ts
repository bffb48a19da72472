import type { RuleResult } from './failures';
import { AMOUNT_DECIMALS, AMOUNT_MAX_LENGTH } from './limits';

/**
 * The transfer amount as it may be typed: digits and one dot, at most 2 decimals and 12
 * characters. Anything else typed or pasted is dropped instead of being refused later.
 */
export function normaliseAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const amount =
    dot === -1
      ? cleaned
      : `${cleaned.slice(0, dot)}.${cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, AMOUNT_DECIMALS)}`;
  return amount.slice(0, AMOUNT_MAX_LENGTH);
}

/**
 * A typed amount (normaliseAmountInput's digits and dot) as the contract's canonical money string
 * (moneyStringSchema): what a number input lets through, '100.', '.5', '0100', becomes '100', '0.5',
 * '100'. Every money call that takes text sends this.
 */
export function canonicalAmount(typed: string): string {
  const [whole = '', decimals = ''] = typed.trim().split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return decimals === '' ? digits : `${digits}.${decimals}`;
}

/** SPEC §5: an amount is required; zero is no amount either. */
export function checkTransferAmount(amount: string): RuleResult {
  const value = Number(amount);
  return amount === '' || !Number.isFinite(value) || value <= 0 ? 'transferAmountRequired' : null;
}

/** The 'all' button: the whole wallet balance, cut (never rounded up) to 2 decimals. */
export function amountForAll(balance: number): string {
  if (!Number.isFinite(balance) || balance <= 0) return '0';
  const cents = Math.floor(Math.round(balance * 1000) / 10);
  return String(cents / 100);
}
