import type { LetterCategory, UnreadCounts } from 'shared/contract';

/**
 * The tabs of /mine/message, in display order. Each groups the member's own and the brand's letters
 * of one kind (SPEC §3 unread counters: `x` and `brx`), so a tab's badge is the sum of its counters.
 */
export const messageTabs = [
  { key: 'notice', categories: ['notice', 'brnotice'] },
  { key: 'activity', categories: ['activity', 'bractivity'] },
  { key: 'bulletin', categories: ['brbulletin'] },
  { key: 'match', categories: ['brmatch'] },
  { key: 'feedback', categories: ['fd', 'brfd'] },
] as const satisfies readonly { key: string; categories: readonly LetterCategory[] }[];

export type MessageTab = (typeof messageTabs)[number];
export type MessageTabKey = MessageTab['key'];

/** The tab named in the address (?tab=), or the first one for anything else. */
export function tabFor(key: string | null): MessageTab {
  return messageTabs.find((tab) => tab.key === key) ?? messageTabs[0];
}

/** A tab's unread letters according to the shared counters (0 before they load). */
export function tabUnread(counts: UnreadCounts | null, tab: MessageTab): number {
  if (!counts) return 0;
  return tab.categories.reduce((sum, category) => sum + counts[`${category}_count`], 0);
}
