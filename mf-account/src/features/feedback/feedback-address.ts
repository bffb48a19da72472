/** Where the feedback page is, read from its address: ?tab=list&id=7 opens ticket 7. */
export interface FeedbackView {
  tab: 'form' | 'list';
  id: number | null;
}

export function feedbackView(search: URLSearchParams): FeedbackView {
  const raw = search.get('id');
  const id = raw !== null && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  // A ticket id alone is enough: it belongs to the list.
  const tab = search.get('tab') === 'list' || id !== null ? 'list' : 'form';
  return { tab, id };
}

export function feedbackSearch(view: FeedbackView): Record<string, string> {
  if (view.tab === 'form') return {};
  return view.id === null ? { tab: 'list' } : { tab: 'list', id: String(view.id) };
}
