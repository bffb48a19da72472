/**
 * Every way a §5 rule can fail. Rules return one of these keys, never a text: apps show them with
 * `t(ruleMessageKey(failure))`.
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
 * The i18n key of a failure's message. The texts live once, in the shared namespace
 * (shared/src/i18n/zh-CN.json, `validation`): verbatim where SPEC §5 gives Chinese, natural Chinese
 * where it gives an English gloss; zh-TW is generated from them like every other text.
 */
export function ruleMessageKey(failure: ValidationFailure): `shared:validation.${ValidationFailure}` {
  return `shared:validation.${failure}`;
}

/** A rule's verdict: null when the value passes. */
export type RuleResult = ValidationFailure | null;
