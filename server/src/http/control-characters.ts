/**
 * C0 controls and DEL, except tab, line feed and carriage return (multi-line text such as feedback).
 * NUL in particular makes PostgreSQL refuse the statement, which used to surface as HTTP 500.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Message of the 6007 answer to input that carries one. */
export const CONTROL_CHARACTER_MESSAGE = '请求参数含有非法字符，请检查后重新输入';

/** True when any string (value or key) anywhere in `value` holds a control character. */
export function hasControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value);
  // Deeper than any contract goes: treat as hostile rather than walk it.
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => hasControlCharacter(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => CONTROL_CHARACTER.test(key) || hasControlCharacter(item, depth + 1),
    );
  }
  return false;
}
