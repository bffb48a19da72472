import { api } from 'shared/api';
import {
  letterDelete,
  letterOnekeyRead,
  letterRead,
  type Letter,
  type LetterCategory,
  type UnreadCounts,
} from 'shared/contract';
import { appStore, unreadCountsAtom } from 'shared/state';

export const LETTER_PAGE_SIZE = 10;

/**
 * Every letter call that changes what is unread answers the new counters; they go straight into the
 * shared atom, so the header total, the menu badge and the tabs follow without another request.
 */
function adopt(unread: UnreadCounts): void {
  appStore.set(unreadCountsAtom, unread);
}

export async function markLetterRead(id: number): Promise<Letter> {
  const { letter, unread } = await api.request(letterRead, { id });
  adopt(unread);
  return letter;
}

export async function deleteLetters(ids: readonly number[]): Promise<number> {
  const { deleted, unread } = await api.request(letterDelete, { ids: [...ids] });
  adopt(unread);
  return deleted;
}

export async function markAllLettersRead(categories: readonly LetterCategory[]): Promise<number> {
  const { updated, unread } = await api.request(letterOnekeyRead, { categories: [...categories] });
  adopt(unread);
  return updated;
}
