import { api } from 'shared/api';
import {
  usdtWithdrawInfo,
  withdrawBaseCfg,
  withdrawInfo,
  withdrawNew,
  withdrawOrderInfo,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
  type RequestOf,
  type ResponseOf,
  type WithdrawStatus,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';

export type WithdrawInfo = ResponseOf<typeof withdrawInfo>;
export type WithdrawRequest = RequestOf<typeof withdrawNew>;

export interface WithdrawPageData {
  info: WithdrawInfo;
  limits: ResponseOf<typeof withdrawBaseCfg>['list'];
  usdt: ResponseOf<typeof usdtWithdrawInfo>;
}

/** Everything /mine/takemoney needs, loaded together: the page is useless without any of it. */
export async function loadWithdrawPage(): Promise<WithdrawPageData> {
  const [info, cfg, usdt] = await Promise.all([api.request(withdrawInfo, {}), api.request(withdrawBaseCfg, {}), api.request(usdtWithdrawInfo, {})]);
  return { info, limits: cfg.list, usdt };
}

/** withdraw/new: a money call, sent with the action's request id. */
export function submitWithdrawal(request: WithdrawRequest, requestId: string) {
  return api.request(withdrawNew, request, { requestId });
}

export function loadWithdrawOrders(pageNum: number, status: WithdrawStatus | undefined) {
  return api.request(withdrawOrderInfo, status === undefined ? { pageNum, pageSize: 10 } : { pageNum, pageSize: 10, status });
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
  return api.request(withdrawPwdReset, { code, password: digestOf(password), confirmPassword: digestOf(confirmPassword) });
}
