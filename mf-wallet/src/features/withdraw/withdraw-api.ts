import { api } from 'shared/api';
import {
  type usdtWithdrawInfo,
  type withdrawBaseCfg,
  type withdrawInfo,
  type withdrawNew,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
  type RequestOf,
  type ResponseOf,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';

export type WithdrawInfo = ResponseOf<typeof withdrawInfo>;
export type WithdrawRequest = RequestOf<typeof withdrawNew>;

export interface WithdrawPageData {
  info: WithdrawInfo;
  limits: ResponseOf<typeof withdrawBaseCfg>['list'];
  usdt: ResponseOf<typeof usdtWithdrawInfo>;
}

/** The six digits travel only as their MD5 digest, like the login password. */
export function digestOf(password: string): string {
  return md5Hex(password);
}

export function setWithdrawPassword(password: string, confirmPassword: string) {
  return api.request(withdrawPwdSet, { password: digestOf(password), confirmPassword: digestOf(confirmPassword) });
}

export function sendResetCode() {
  return api.request(withdrawPwdSendCode, {});
}

export function resetWithdrawPassword(code: string, password: string, confirmPassword: string) {
  return api.request(withdrawPwdReset, {
    code,
    password: digestOf(password),
    confirmPassword: digestOf(confirmPassword),
  });
}
