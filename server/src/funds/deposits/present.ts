import type { DepositOrder } from 'shared/contract';
import { fenToYuan } from '../../wallet/money';
import { findChannel, RECEIVING_ACCOUNT } from './channels';
import type { DepositOrderRow } from './orders';

/** The cashier page of an order on this server (an absolute address: the client runs on another origin). */
export function cashierUrlOf(baseUrl: string, row: DepositOrderRow): string {
  return `${baseUrl}/cashier/${row.cashierToken}`;
}

/** An order as the contract carries it. */
export function presentOrder(row: DepositOrderRow, baseUrl: string): DepositOrder {
  const channel = findChannel(row.channelId);
  const waitKind = channel?.waitKind ?? 'recharge';
  return {
    orderNo: row.orderNo,
    status: row.status,
    amount: fenToYuan(row.amountFen),
    channelId: row.channelId,
    channelName: channel?.name ?? row.channelId,
    waitKind,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    finishedAt: row.finishedAt === null ? null : row.finishedAt.toISOString(),
    cashierUrl: cashierUrlOf(baseUrl, row),
    receivingAccount: waitKind === 'transfer' ? { ...RECEIVING_ACCOUNT } : null,
    depositorName: row.depositorName,
  };
}
