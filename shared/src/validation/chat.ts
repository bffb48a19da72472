/** SPEC §5 chat: a message is trimmed, and an empty one is not sent (null). */
export function chatMessageToSend(text: string): string | null {
  const message = text.trim();
  return message === '' ? null : message;
}
