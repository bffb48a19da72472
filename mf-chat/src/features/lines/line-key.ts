import type { ChatLine } from '../../socket';

/**
 * A stable key per line. My message keeps its client id from pending to stored, so the line is
 * updated in place rather than replaced (no flicker, the list does not take it for a new line).
 */
export function lineKey(line: ChatLine): string {
  switch (line.kind) {
    case 'message':
      return line.message.cid === null ? `m-${line.message.id}` : `c-${line.message.cid}`;
    case 'pending':
    case 'refused':
      return `c-${line.cid}`;
    case 'system':
      return `s-${line.id}`;
  }
}

/** My own lines: the ones I sent, stored or not. */
export function isMine(line: ChatLine): boolean {
  return line.kind === 'message' ? line.mine : line.kind !== 'system';
}
