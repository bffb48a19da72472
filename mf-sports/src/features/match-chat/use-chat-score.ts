import { useBusEvent } from 'shared/bus';
import { priceStore } from '../feed';

/**
 * A match room's score push (mf-chat hears it on its socket) moves the book's match as a feed
 * change does; the row and the room show the same score.
 */
export function useChatScore(): void {
  useBusEvent('chat:score', ({ rid: _rid, ...change }) => priceStore.applyMatchChange(change));
}
