import { describe, expect, it } from 'vitest';
import { feedbackSearch, feedbackView } from './feedback-address';

const view = (query: string) => feedbackView(new URLSearchParams(query));

describe('feedbackView', () => {
  it('opens the form unless the address names the list or a ticket', () => {
    expect(view('')).toEqual({ tab: 'form', id: null });
    expect(view('tab=list')).toEqual({ tab: 'list', id: null });
    expect(view('tab=list&id=7')).toEqual({ tab: 'list', id: 7 });
    expect(view('id=7')).toEqual({ tab: 'list', id: 7 });
  });

  it('ignores an id that is not a ticket id', () => {
    expect(view('tab=list&id=0')).toEqual({ tab: 'list', id: null });
    expect(view('id=abc')).toEqual({ tab: 'form', id: null });
    expect(view('id=-3')).toEqual({ tab: 'form', id: null });
  });

  it('writes back what it reads', () => {
    for (const query of ['', 'tab=list', 'tab=list&id=12']) {
      expect(new URLSearchParams(feedbackSearch(view(query))).toString()).toBe(query);
    }
  });
});
