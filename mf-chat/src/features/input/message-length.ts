import { CHAT_MESSAGE_MAX_LENGTH } from 'shared/contract';

/** Characters the server counts: the trimmed text, by code point (an emoji is one, as on the server). */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

export function isTooLong(text: string): boolean {
  return messageLength(text) > CHAT_MESSAGE_MAX_LENGTH;
}
