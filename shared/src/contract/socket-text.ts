import { z } from 'zod/mini';

/**
 * C0 controls and DEL, except tab, line feed and carriage return: the set the HTTP pipeline refuses
 * (6007). NUL in particular makes PostgreSQL refuse the statement.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The refusal's message when a socket frame carries one. */
export const SOCKET_CONTROL_CHARACTER_MESSAGE = '消息含有非法字符，请检查后重新输入';

/** True when `text` holds a control character the socket refuses. */
export function hasSocketControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** A string field of a socket frame: any text but the refused control characters. */
export function socketText() {
  return z.string().check(z.refine((text) => !hasSocketControlCharacter(text), SOCKET_CONTROL_CHARACTER_MESSAGE));
}
