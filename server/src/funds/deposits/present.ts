import type { DepositOrder } from 'shared/contract';
import { fenToYuan } from '../../wallet/money';
import { findChannel, RECEIVING_ACCOUNT } from './channels';
import type { DepositOrderRow } from './orders';

/** An order as the contract carries it; `cashierUrl` is where the payment provider takes the payment. */
export function presentOrder(row: DepositOrderRow, cashierUrl: string): DepositOrder {
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
    cashierUrl,
    receivingAccount: waitKind === 'transfer' ? { ...RECEIVING_ACCOUNT } : null,
    depositorName: row.depositorName,
    reference: row.reference,
  };
}
