import type { CodePurpose } from './receiver';

/**
 * What each code is for, as the member reads it in 「…验证码已发送，请N秒后再试」: the minute between
 * two codes is counted per purpose, so the message says which code is still waiting.
 */
export const CODE_PURPOSE_NAMES: Readonly<Record<CodePurpose, string>> = {
  2: '找回密码',
  3: '新设备登录',
  4: '重置提款密码',
  5: '绑定手机',
  6: '绑定邮箱',
};

/** The 6066 message: the purpose's code went out less than a minute ago, `seconds` are left. */
export function resendWaitMessage(purpose: CodePurpose, seconds: number): string {
  return `${CODE_PURPOSE_NAMES[purpose]}验证码已发送，请${seconds}秒后再试`;
}
