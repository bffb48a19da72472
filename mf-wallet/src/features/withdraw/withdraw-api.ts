import {
  memberInfo,
  type usdtWithdrawInfo,
  type withdrawBaseCfg,
  withdrawInfo,
  type withdrawNew,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from 'shared/contract';
import { refreshMember } from 'shared/api';
import { md5Hex } from 'shared/crypto';
import { useEndpointMutation } from 'shared/query';

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

/** What a new withdraw password changes: the withdraw page's passwordSet and the member's 已设置. */
const PASSWORD_FIGURES: readonly Endpoint[] = [withdrawInfo, memberInfo];

/** The shared member copy (hasSecondPassword) is not a cached answer: it reloads on its own, quietly. */
function reloadMember<T>(answer: T): T {
  refreshMember().catch((error: unknown) =>
    console.warn('[wallet] member reload after the withdraw password failed', error),
  );
  return answer;
}

/** 设置 / 重置提款密码: after either, every figure showing whether one is set refetches. */
export function useWithdrawPasswordWrites() {
  const set = useEndpointMutation(withdrawPwdSet, { invalidates: PASSWORD_FIGURES });
  const sendCode = useEndpointMutation(withdrawPwdSendCode);
  const reset = useEndpointMutation(withdrawPwdReset, { invalidates: PASSWORD_FIGURES });
  return {
    setPassword: (password: string, confirmPassword: string) =>
      set.call({ password: digestOf(password), confirmPassword: digestOf(confirmPassword) }).then(reloadMember),
    sendResetCode: () => sendCode.call({}),
    resetPassword: (code: string, password: string, confirmPassword: string) =>
      reset.call({ code, password: digestOf(password), confirmPassword: digestOf(confirmPassword) }).then(reloadMember),
  };
}
