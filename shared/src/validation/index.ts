/** SPEC §5 validation rules: pure functions that answer a failure key (or null) for a value. */
export { ruleMessageKey } from './failures';
export type { ValidationFailure, RuleResult } from './failures';
export * from './limits';
export { stripWhitespace, digitsOnly } from './text';
export { checkUsername, checkPassword, checkRepeat, checkAgree, checkLogin, isPasswordFormat } from './account';
export {
  checkRecoveryUsername,
  checkPhone,
  phonePattern,
  checkEmail,
  checkCode,
  checkNewPassword,
  checkNewPasswordRepeat,
} from './recovery';
export { checkPhoneMiddleDigits, checkDeviceCode, isDeviceCodeComplete, unmaskPhone } from './new-device';
export { checkGraphicCode } from './captcha';
export { checkRealName, ageOn, checkBirthday, latestAdultBirthday } from './identity';
export { checkPasswordChange } from './password-change';
export type { PasswordChangeInput, PasswordChangeResult } from './password-change';
export { normaliseAmountInput, canonicalAmount, checkTransferAmount, amountForAll } from './transfer';
export { chatMessageToSend } from './chat';
export { checkAddSelection } from './bet-slip';
export type { BetSlipSituation } from './bet-slip';
