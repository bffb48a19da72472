import type { FeedbackDetail, FeedbackSummary } from 'shared/contract';

/** A member's ticket as the feedback calls answer it, for the page's tests. */
export const summary = (id: number, over: Partial<FeedbackSummary> = {}): FeedbackSummary => ({
  id,
  type: 'withdraw',
  excerpt: `提款一直没有到账${id}`,
  status: 'pending',
  unreadReplies: 0,
  createdAt: '2026-11-24T04:05:06.000Z',
  updatedAt: '2026-11-24T04:05:06.000Z',
  ...over,
});

export const detail = (id: number, over: Partial<FeedbackDetail> = {}): FeedbackDetail => ({
  ...summary(id),
  content: '提款一直没有到账，请帮忙查一下',
  images: [{ fileId: 'f1', url: '/files/f1?sig=1' }],
  bet: null,
  replies: [
    { id: 1, from: 'support', content: '您好，已为您核实', images: [], createdAt: '2026-11-24T05:00:00.000Z' },
    { id: 2, from: 'member', content: '谢谢', images: [], createdAt: '2026-11-24T05:10:00.000Z' },
  ],
  ...over,
});
