import { z } from 'zod/mini';

/** SPEC §9: a typed amount is at most 12 characters. */
export const MONEY_STRING_MAX_LENGTH = 12;

/** Digits without leading zeros ('0' alone before a dot), then optionally a dot and 1-2 decimals. */
const MONEY_STRING_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;

/**
 * A money amount the client sends as text (SPEC §3: venue transfers, USDT conversions; a USDT amount
 * follows the same rule, SPEC §5): the canonical decimal string and nothing else. No spaces, sign,
 * exponent, grouping, leading zeros or lone dot, so the server reads exactly what the member saw,
 * digit by digit into hundredths. Whether it is above zero, or within a wallet, is the call's own check.
 * Each refusal carries its Chinese message, which the server passes on with 6007.
 */
export const moneyStringSchema = z.string().check(
  z.refine((text) => text !== '', { message: '请输入金额', abort: true }),
  z.refine((text) => text.length <= MONEY_STRING_MAX_LENGTH, {
    message: `金额最多${MONEY_STRING_MAX_LENGTH}位`,
    abort: true,
  }),
  z.refine((text) => MONEY_STRING_PATTERN.test(text), {
    message: '金额格式不正确，只能填写数字，最多两位小数',
    abort: true,
  }),
);
