/**
 * Every way a §5 rule can fail. Rules return one of these keys, never a text: each app shows them
 * through its own i18n namespace (`validation.<key>`), so zh-TW is generated like every other text.
 */
export type ValidationFailure =
  | 'usernameRequired'
  | 'usernameFormat'
  | 'passwordRequired'
  | 'passwordFormat'
  | 'repeatRequired'
  | 'repeatMismatch'
  | 'agreeRequired'
  | 'recoveryUsernameRequired'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'codeRequired'
  | 'codeFormat'
  | 'newPasswordRequired'
  | 'newRepeatRequired'
  | 'newRepeatMismatch'
  | 'codeNotRequested'
  | 'phoneCheckInvalid'
  | 'realNameInvalid'
  | 'birthdayRequired'
  | 'underAge'
  | 'transferAmountRequired'
  | 'betSlipFull'
  | 'betPending';

/**
 * The Simplified Chinese text of each failure: verbatim where SPEC §5 gives Chinese, natural
 * Chinese where it gives an English gloss. Apps copy these into their zh-CN.json; their i18n tests
 * compare against this table so a reworded rule message cannot go unnoticed.
 */
export const validationMessages: Readonly<Record<ValidationFailure, string>> = {
  usernameRequired: '用户名不能为空',
  usernameFormat: '4-11位，至少2个字母+数字组合，首位为字母',
  passwordRequired: '密码不能为空',
  passwordFormat: '请输入8-12位字母+数字组合',
  repeatRequired: '请再次输入密码',
  repeatMismatch: '两次输入的密码不一致',
  agreeRequired: '请同意相关条款和隐私政策',
  recoveryUsernameRequired: '请输入用户名',
  phoneInvalid: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  codeFormat: '请输入6位数字验证码',
  newPasswordRequired: '请设置新密码',
  newRepeatRequired: '请再次输入新密码',
  newRepeatMismatch: '两次输入不一致，请重新输入',
  codeNotRequested: '请先获取验证码',
  phoneCheckInvalid: '手机号码错误',
  realNameInvalid: '请输入正确的名字',
  birthdayRequired: '请输入生日，确保您已年满18岁',
  underAge: '您的年龄未满18岁，无法进行游戏',
  transferAmountRequired: '请输入转账金额',
  betSlipFull: '投注项数量已达上限',
  betPending: '当前还有订单正在确认中，请稍等',
};

/** A rule's verdict: null when the value passes. */
export type RuleResult = ValidationFailure | null;
