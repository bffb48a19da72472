import {
  letterDelete,
  letterList,
  letterOnekeyRead,
  letterRead,
  type Letter,
  type LetterCategory,
  type UnreadCounts,
} from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { appStore, unreadCountsAtom } from 'shared/state';

export const LETTER_PAGE_SIZE = 10;

export interface LetterWrites {
  markRead: (id: number) => Promise<Letter>;
  remove: (ids: readonly number[]) => Promise<number>;
  markAllRead: (categories: readonly LetterCategory[]) => Promise<number>;
}

/**
 * Every letter call that changes what is unread answers the new counters; they go straight into the
 * shared atom, so the header total, the menu badge and the tabs follow without another request.
 */
function adopt(unread: UnreadCounts): void {
  appStore.set(unreadCountsAtom, unread);
}

/** Reading and deleting letters: after each, every letter list on screen refetches from the server. */
export function useLetterWrites(): LetterWrites {
  const read = useEndpointMutation(letterRead, { invalidates: [letterList] });
  const remove = useEndpointMutation(letterDelete, { invalidates: [letterList] });
  const readAll = useEndpointMutation(letterOnekeyRead, { invalidates: [letterList] });
  return {
    markRead: async (id) => {
      const { letter, unread } = await read.call({ id });
      adopt(unread);
      return letter;
    },
    remove: async (ids) => {
      const { deleted, unread } = await remove.call({ ids: [...ids] });
      adopt(unread);
      return deleted;
    },
    markAllRead: async (categories) => {
      const { updated, unread } = await readAll.call({ categories: [...categories] });
      adopt(unread);
      return updated;
    },
  };
}
