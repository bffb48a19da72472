import type { ChatMessage } from 'shared/contract';
import type { ChatLine } from './chat-room-view';

type MessageLine = Extract<ChatLine, { kind: 'message' }>;

/** Server ids increase in time order; numeric ids compare as numbers, whatever their length. */
function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Server order: time, then id. */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return a.at - b.at || compareIds(a.id, b.id);
}

/** A message that just happened goes at the bottom. */
export function appendLine(lines: readonly ChatLine[], line: ChatLine): ChatLine[] {
  return [...lines, line];
}

/**
 * A message from a history page goes before the first newer message of the room; one newer than
 * every message goes after the last message; into a room without messages, at the top (the join's
 * notice stays below the history it follows).
 */
export function insertHistoryLine(lines: readonly ChatLine[], line: MessageLine): ChatLine[] {
  let lastMessage = -1;
  for (let index = 0; index < lines.length; index += 1) {
    const other = lines[index];
    if (other?.kind !== 'message') continue;
    if (compareMessages(other.message, line.message) > 0)
      return [...lines.slice(0, index), line, ...lines.slice(index)];
    lastMessage = index;
  }
  return [...lines.slice(0, lastMessage + 1), line, ...lines.slice(lastMessage + 1)];
}

/** Replaces my pending or refused line of `cid` (returns null when there is none). */
export function replaceOwnLine(lines: readonly ChatLine[], cid: string, line: ChatLine | null): ChatLine[] | null {
  const index = lines.findIndex((other) => (other.kind === 'pending' || other.kind === 'refused') && other.cid === cid);
  if (index < 0) return null;
  return line
    ? [...lines.slice(0, index), line, ...lines.slice(index + 1)]
    : [...lines.slice(0, index), ...lines.slice(index + 1)];
}

/** Lines of mine still on their way: they outlive a cleared or reloaded room. */
export function ownPendingLines(lines: readonly ChatLine[]): ChatLine[] {
  return lines.filter((line) => line.kind === 'pending');
}

/** The newest message of the room, if any. */
export function newestMessage(lines: readonly ChatLine[]): ChatMessage | null {
  let newest: ChatMessage | null = null;
  for (const line of lines) {
    if (line.kind === 'message' && (newest === null || compareMessages(line.message, newest) > 0))
      newest = line.message;
  }
  return newest;
}
