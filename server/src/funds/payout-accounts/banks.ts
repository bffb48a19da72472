import type { Bank } from 'shared/contract';

/** The banks a payout card may belong to (bankCard/withdraw/add/list). */
export const PAYOUT_BANKS: readonly Bank[] = [
  { bankCode: 'ICBC', bankName: '中国工商银行' },
  { bankCode: 'CCB', bankName: '中国建设银行' },
  { bankCode: 'ABC', bankName: '中国农业银行' },
  { bankCode: 'BOC', bankName: '中国银行' },
  { bankCode: 'BOCOM', bankName: '交通银行' },
  { bankCode: 'CMB', bankName: '招商银行' },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行' },
  { bankCode: 'CIB', bankName: '兴业银行' },
  { bankCode: 'CITIC', bankName: '中信银行' },
  { bankCode: 'CEB', bankName: '中国光大银行' },
  { bankCode: 'CMBC', bankName: '中国民生银行' },
  { bankCode: 'SPDB', bankName: '浦发银行' },
  { bankCode: 'PAB', bankName: '平安银行' },
  { bankCode: 'HXB', bankName: '华夏银行' },
  { bankCode: 'GDB', bankName: '广发银行' },
];

export function findBank(code: string): Bank | null {
  return PAYOUT_BANKS.find((bank) => bank.bankCode === code) ?? null;
}
