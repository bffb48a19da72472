import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';

/**
 * Payout accounts (SPEC §7 Funds; the add / default / delete calls are "not shown" there and designed
 * here once). A member keeps at most PAYOUT_ACCOUNT_LIMIT live accounts of each kind; numbers never
 * travel back whole, only masked ("**** 1234"). The holder is always the member's real name: a member
 * without one is refused with 6449, one without a bound phone with 6015.
 */
export const PAYOUT_ACCOUNT_LIMIT = 5;

export const payoutKindSchema = z.enum(['bank', 'coin', 'alipay']);
export type PayoutKind = z.infer<typeof payoutKindSchema>;

export const coinProtocolSchema = z.enum(['TRC20', 'ERC20']);
export type CoinProtocol = z.infer<typeof coinProtocolSchema>;

/** TRC20: base58 "T" + 33; ERC20: "0x" + 40 hex digits. */
export const COIN_ADDRESS_PATTERNS: Readonly<Record<CoinProtocol, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** Bank card numbers: 16-19 digits passing the Luhn check. */
export const CARD_NUMBER_PATTERN = /^\d{16,19}$/;

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An Alipay account is a mainland mobile number or an e-mail address. */
export const ALIPAY_ACCOUNT_PATTERN = /^(1\d{10}|[^\s@]{1,40}@[^\s@]+\.[^\s@]{2,})$/;

export const payoutAccountSchema = z.object({
  id: z.int(),
  kind: payoutKindSchema,
  /** Bank name, "USDT-TRC20" / "USDT-ERC20", or 支付宝. */
  name: z.string(),
  /** Bank code for cards, the protocol for coin addresses, '' for Alipay. */
  code: z.string(),
  /** "**** 1234" */
  masked: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** The member's live payout accounts, defaults first, and what may still be added. */
export const queryMemberBanksInfoList = defineEndpoint({
  path: '/fd/api/v1/bankCard/queryMemberBanksInfoList',
  method: 'GET',
  request: emptyRequestSchema,
  response: z.object({
    list: z.array(payoutAccountSchema),
    /** At most this many per kind. */
    limit: z.int(),
    /** The member's real name: the fixed holder of every new account ('' when not set yet). */
    realName: z.string(),
  }),
  auth: true,
});

export const bankSchema = z.object({ bankCode: z.string(), bankName: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** The banks a card may be added for. */
export const withdrawAddList = defineEndpoint({
  path: '/fd/api/v1/bankCard/withdraw/add/list',
  method: 'GET',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(bankSchema) }),
  auth: true,
  cacheable: true,
});

export const addBankCard = defineEndpoint({
  path: '/fd/api/v1/bankCard/add',
  request: z.object({
    bankCode: z.string().check(z.minLength(1), z.maxLength(20)),
    cardNumber: z.string().check(z.regex(CARD_NUMBER_PATTERN)),
  }),
  response: payoutAccountSchema,
  auth: true,
});

export const addVirtualCoinAddress = defineEndpoint({
  path: '/fd/api/v1/bankCard/virtualCoin/add',
  request: z.object({
    protocol: coinProtocolSchema,
    address: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  response: payoutAccountSchema,
  auth: true,
});

export const addAlipayAccount = defineEndpoint({
  path: '/fd/api/v1/bankCard/alipay/add',
  request: z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: payoutAccountSchema,
  auth: true,
});

export const setDefaultPayoutAccount = defineEndpoint({
  path: '/fd/api/v1/bankCard/setDefault',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ list: z.array(payoutAccountSchema) }),
  auth: true,
});

/** Deletes one account; 7305 while a pending withdrawal goes to it. */
export const deletePayoutAccount = defineEndpoint({
  path: '/fd/api/v1/bankCard/delete',
  request: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ list: z.array(payoutAccountSchema) }),
  auth: true,
});
