import { convertAtRate, type getTransferRate, type ResponseOf, type UsdtDirection } from 'shared/contract';
import { checkTransferAmount, type ValidationFailure } from 'shared/validation';

/** The getTransferRate answer: both rates, both balances, the limits of the USDT side. */
export type TransferRates = ResponseOf<typeof getTransferRate>;

/** USDT figures: two decimals, never the CNY sign. */
export const formatUsdt = (value: number) => `${value.toFixed(2)} USDT`;

/** Hundredths of a normalised amount string (at most 2 decimals), digit by digit: no float drift. */
export function hundredthsOf(amount: string): number {
  const [whole = '0', decimals = ''] = amount.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0').slice(0, 2));
}

/** The rate a conversion uses: the member buys USDT at buyRate and sells it at sellRate. */
export const rateFor = (rates: TransferRates, direction: UsdtDirection) =>
  direction === 'toUsdt' ? rates.buyRate : rates.sellRate;

/** The wallet a conversion takes from, in its own currency. */
export const sourceBalanceFor = (rates: TransferRates, direction: UsdtDirection) =>
  direction === 'toUsdt' ? rates.centerWalletBalance : rates.usdtBalance;

/**
 * What the amount turns into at `rate`, in the target currency, with the contract's rounding
 * (convertAtRate, the server's own arithmetic); null while the amount is not a valid amount.
 */
export function convertedAmount(direction: UsdtDirection, amount: string, rate: number): number | null {
  if (checkTransferAmount(amount) !== null) return null;
  return convertAtRate(direction, hundredthsOf(amount), Math.round(rate * 100)) / 100;
}

export type ExchangeProblem =
  | { kind: 'rule'; failure: ValidationFailure }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'short'; direction: UsdtDirection };

/**
 * The checks the server makes before it moves anything (7402 limits, 7101 short wallet), made first so
 * the player is told without a round trip. The limits are on the USDT side of either direction.
 */
export function checkExchangeAmount(
  direction: UsdtDirection,
  amount: string,
  rates: TransferRates,
  rate: number,
): ExchangeProblem | null {
  const failure = checkTransferAmount(amount);
  if (failure !== null) return { kind: 'rule', failure };
  const converted = convertedAmount(direction, amount, rate) ?? 0;
  const usdtSide = direction === 'toUsdt' ? converted : hundredthsOf(amount) / 100;
  if (converted <= 0 || usdtSide < rates.minUsdt || usdtSide > rates.maxUsdt)
    return { kind: 'range', min: rates.minUsdt, max: rates.maxUsdt };
  if (hundredthsOf(amount) > Math.round(sourceBalanceFor(rates, direction) * 100)) return { kind: 'short', direction };
  return null;
}
