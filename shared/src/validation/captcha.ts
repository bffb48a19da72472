import type { RuleResult } from './failures';

/** SPEC §5: the graphic captcha input is required (its 10-character cap is the input's maxLength). */
export function checkGraphicCode(code: string): RuleResult {
  return code.trim() === '' ? 'codeRequired' : null;
}
