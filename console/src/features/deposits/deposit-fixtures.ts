import type { DeskDeposit } from 'shared/contract/console';

/** A waiting bank-transfer order as the server answers it, for the desk's tests. */
export function deskDepositOf(overrides: Partial<DeskDeposit> = {}): DeskDeposit {
  return {
    orderNo: 'CK20261128100000123456',
    memberId: 10003,
    memberName: 'deposit01',
    status: 'waiting',
    amount: 300,
    channelId: 'bank-card',
    channelName: '网银转账',
    waitKind: 'transfer',
    reference: 'K7Q2M9XA',
    depositorName: '钱多多',
    createdAt: '2026-11-28T02:00:00.000Z',
    expiresAt: '2026-11-28T02:30:00.000Z',
    finishedAt: null,
    decidedBy: null,
    decisionNote: '',
    ...overrides,
  };
}

export const channels = [
  { channelId: 'bank-card', name: '网银转账' },
  { channelId: 'online-quick', name: '快捷支付' },
];
