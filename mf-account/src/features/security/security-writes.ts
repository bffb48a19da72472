import { refreshMember } from 'shared/api';
import {
  bindEmail,
  bindPassword,
  bindPhone,
  memberInfo,
  promotionConfig,
  promotionVerification,
  sendBindCode,
  withdrawInfo,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
  type Endpoint,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { useEndpointMutation } from 'shared/query';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';

/**
 * What each write changes, so every figure showing it refetches: the member (security level, bound
 * phone and e-mail), the withdraw page's phoneBound / passwordSet, and for a phone the promotions'
 * 绑定手机 task and their 'needsBinding' eligibility.
 */
const PHONE_FIGURES: readonly Endpoint[] = [memberInfo, withdrawInfo, promotionConfig, promotionVerification];
const EMAIL_FIGURES: readonly Endpoint[] = [memberInfo];
const SECOND_PASSWORD_FIGURES: readonly Endpoint[] = [memberInfo, withdrawInfo];

/** Answers carrying the new member info replace the shared copy: the card and header follow at once. */
function adopt(member: MemberInfo): MemberInfo {
  appStore.set(memberAtom, member);
  return member;
}

/** The set and reset calls answer no member: reload it so 已设置 shows everywhere. */
async function reloadMember(): Promise<void> {
  await refreshMember().catch((error: unknown) =>
    console.warn('[account] member reload after the second password failed', error),
  );
}

/** 手机号码: a code to the new number, then the binding. */
export function usePhoneWrites() {
  const code = useEndpointMutation(sendBindCode);
  const bind = useEndpointMutation(bindPhone, { invalidates: PHONE_FIGURES });
  return {
    sendCode: (areaCode: string, phone: string) =>
      code.call({ purpose: 'bindPhone', cate: 0, receiver: phone, areaCode }),
    save: async (areaCode: string, phone: string, sent: string) =>
      adopt(await bind.call({ areaCode, phone, code: sent })),
  };
}

/** 邮箱: a code to the new address, then the binding. */
export function useEmailWrites() {
  const code = useEndpointMutation(sendBindCode);
  const bind = useEndpointMutation(bindEmail, { invalidates: EMAIL_FIGURES });
  return {
    sendCode: (email: string) => code.call({ purpose: 'bindEmail', cate: 1, receiver: email, areaCode: '86' }),
    save: async (email: string, sent: string) => adopt(await bind.call({ email: email.trim(), code: sent })),
  };
}

/**
 * 登录密码. Passwords travel only as MD5 digests, like at login (SPEC §3). Nothing shown changes:
 * the server ends the member's other sessions and keeps this one.
 */
export function useLoginPasswordChange() {
  const change = useEndpointMutation(bindPassword);
  return (old: string, password: string, repeat: string) =>
    change.call({ oldPassword: md5Hex(old), password: md5Hex(password), confirmPassword: md5Hex(repeat) });
}

/** 二级密码: set once, or reset with a code sent to the bound phone. */
export function useSecondPasswordWrites() {
  const set = useEndpointMutation(withdrawPwdSet, { invalidates: SECOND_PASSWORD_FIGURES });
  const code = useEndpointMutation(withdrawPwdSendCode);
  const reset = useEndpointMutation(withdrawPwdReset, { invalidates: SECOND_PASSWORD_FIGURES });
  return {
    set: async (password: string, repeat: string) => {
      await set.call({ password: md5Hex(password), confirmPassword: md5Hex(repeat) });
      await reloadMember();
    },
    sendCode: () => code.call({}),
    reset: async (sent: string, password: string, repeat: string) => {
      await reset.call({ code: sent, password: md5Hex(password), confirmPassword: md5Hex(repeat) });
      await reloadMember();
    },
  };
}
