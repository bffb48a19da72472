import { ALIPAY_ACCOUNT_PATTERN, COIN_ADDRESS_PATTERNS, luhnValid, type CoinProtocol } from 'shared/contract';

/** Digits only, without the spaces people type between groups; at most 19. */
export function cardNumberInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19);
}

/** The card number shown in groups of four while typing: 6222 0212 3456 7890. */
export function groupedCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardProblem = 'accounts.bank.numberRequired' | 'accounts.bank.numberLength' | 'accounts.bank.numberInvalid';

/** The same checks as the server: 16-19 digits, then the Luhn check digit. */
export function checkCardNumber(digits: string): CardProblem | null {
  if (digits === '') return 'accounts.bank.numberRequired';
  if (!/^\d{16,19}$/.test(digits)) return 'accounts.bank.numberLength';
  if (!luhnValid(digits)) return 'accounts.bank.numberInvalid';
  return null;
}

export type AddressProblem = 'accounts.coin.addressRequired' | 'accounts.coin.addressInvalid';

export function checkCoinAddress(protocol: CoinProtocol, address: string): AddressProblem | null {
  const trimmed = address.trim();
  if (trimmed === '') return 'accounts.coin.addressRequired';
  return COIN_ADDRESS_PATTERNS[protocol].test(trimmed) ? null : 'accounts.coin.addressInvalid';
}

export type AlipayProblem = 'accounts.alipay.accountRequired' | 'accounts.alipay.accountInvalid';

export function checkAlipayAccount(account: string): AlipayProblem | null {
  const trimmed = account.trim();
  if (trimmed === '') return 'accounts.alipay.accountRequired';
  return ALIPAY_ACCOUNT_PATTERN.test(trimmed.toLowerCase()) ? null : 'accounts.alipay.accountInvalid';
}
