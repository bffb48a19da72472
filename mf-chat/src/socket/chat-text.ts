import { CHAT_MESSAGE_MAX_LENGTH } from 'shared/contract';
import { socketText } from './socket-texts';

/** What a player typed, trimmed, or why it cannot be sent (SPEC §4: not empty, at most CHAT_MESSAGE_MAX_LENGTH characters). */
export function checkChatText(text: string): { ok: true; msg: string } | { ok: false; reason: string } {
  const msg = text.trim();
  if (msg === '') return { ok: false, reason: socketText('empty') };
  if ([...msg].length > CHAT_MESSAGE_MAX_LENGTH)
    return { ok: false, reason: socketText('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }) };
  return { ok: true, msg };
}
