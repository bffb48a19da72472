import type { DeskTicket, DeskTicketSummary } from 'shared/contract/console';

/** A pending ticket in the queue as the server answers it, for the desk's tests. */
export function deskTicketSummaryOf(overrides: Partial<DeskTicketSummary> = {}): DeskTicketSummary {
  return {
    id: 41,
    type: 'deposit',
    excerpt: '银行转账存款已经支付三十分钟，余额还没有到账',
    status: 'pending',
    memberId: 10003,
    memberName: 'deposit01',
    vipGrade: 2,
    unreadBySupport: true,
    imageCount: 1,
    hasBet: false,
    createdAt: '2026-11-28T02:00:00.000Z',
    updatedAt: '2026-11-28T02:00:00.000Z',
    ...overrides,
  };
}

/** The same ticket in full: one image, no replies yet. */
export function deskTicketOf(overrides: Partial<DeskTicket> = {}): DeskTicket {
  return {
    ...deskTicketSummaryOf({ unreadBySupport: false }),
    content: '银行转账存款已经支付三十分钟，余额还没有到账，请帮忙查询。',
    images: [{ fileId: 'img-1' }],
    bet: null,
    replies: [],
    traceId: 'c0ffee00-0000-4000-8000-000000000001',
    closedBy: null,
    ...overrides,
  };
}
