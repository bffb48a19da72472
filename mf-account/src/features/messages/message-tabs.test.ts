import { describe, expect, it } from 'vitest';
import { letterCategorySchema, type UnreadCounts } from 'shared/contract';
import { messageTabs, tabFor, tabUnread } from './message-tabs';

const counts: UnreadCounts = {
  brnotice_count: 1,
  bractivity_count: 2,
  brbulletin_count: 3,
  brmatch_count: 4,
  brfd_count: 5,
  notice_count: 10,
  activity_count: 20,
  fd_count: 50,
};

describe('messageTabs', () => {
  it('puts every letter category in exactly one tab', () => {
    const grouped = messageTabs.flatMap((tab) => [...tab.categories]).sort();
    expect(grouped).toEqual([...letterCategorySchema.options].sort());
  });

  it('sums the counters of a tab, and counts nothing before they load', () => {
    expect(messageTabs.map((tab) => tabUnread(counts, tab))).toEqual([11, 22, 3, 4, 55]);
    expect(tabUnread(null, tabFor('notice'))).toBe(0);
  });

  it('falls back to the first tab for an unknown address', () => {
    expect(tabFor('match').key).toBe('match');
    expect(tabFor('nope').key).toBe('notice');
    expect(tabFor(null).key).toBe('notice');
  });
});
