import { closeDepositOrder, paymentPay, ResponseCode, type PaymentType } from 'shared/contract';
import {
  coinsFor,
  DEPOSIT_CHANNELS,
  findChannel,
  PAYMENT_TYPE_NAMES,
  RECEIVING_ADDRESSES,
  USDT_RATE_FEN,
} from '../funds/deposits/channels';
import {
  closeOpenOrder,
  countOpenOrders,
  countPaidOrders,
  createOrder,
  currentOrder,
  MAX_OPEN_ORDERS,
  type DepositOrderRow,
} from '../funds/deposits/orders';
import { presentOrder } from '../funds/deposits/present';
import { DomainError } from '../domain/domain-error';
import { requireMember, type RequestContext } from '../http/context';
import { requireFundsPhone } from '../sites/fund-rules/fund-rule-gates';
import { fenToYuan, yuanToFen } from '../wallet/money';
import { oncePerRequest } from '../wallet/once-per-request';
import type { Queryable } from '../db/database';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireSite } from '../sites/require-site';

const yuan = (fen: number): string => String(fenToYuan(fen));

/** Deposits are refused outright on a brand whose deposit switch is off (SPEC §1). */
async function requireDepositsOpen(db: Queryable, siteId: string): Promise<void> {
  const site = await requireSite(db, siteId);
  if (site.depositSwitch !== 1) throw new DomainError(ResponseCode.ACCESS_DENIED, '本站暂未开放存款');
}

/** The member's own order as it is now; another member's order is as unknown as a missing one. */
async function ownOrder(db: Queryable, ctx: RequestContext, orderNo: string): Promise<DepositOrderRow> {
  const order = await currentOrder(db, orderNo, ctx.now);
  if (order === null || order.memberId !== requireMember(ctx).memberId)
    throw new DomainError(ResponseCode.NOT_FOUND, '未找到该存款订单');
  return order;
}

const NOT_OPEN: Readonly<Record<DepositOrderRow['status'], string>> = {
  created: '订单处理中，请稍后再试',
  waiting: '订单处理中，请稍后再试',
  paid: '订单已支付，无法关闭',
  closed: '订单已关闭',
  expired: '订单已过期',
};

export function depositHandlers({ db, payments }: HandlerDeps) {
  const present = (row: DepositOrderRow, ctx: RequestContext) => presentOrder(row, payments.payUrl(ctx.baseUrl, row));

  return {
    paymentTypes: async (_input, ctx) => {
      await requireDepositsOpen(db, ctx.siteId);
      const types: PaymentType[] = [];
      for (const channel of DEPOSIT_CHANNELS) {
        let type = types.find((t) => t.code === channel.type);
        if (type === undefined) {
          type = { code: channel.type, name: PAYMENT_TYPE_NAMES[channel.type], channels: [] };
          types.push(type);
        }
        type.channels.push({
          channelId: channel.channelId,
          name: channel.name,
          description: channel.description,
          minAmount: fenToYuan(channel.minFen),
          maxAmount: fenToYuan(channel.maxFen),
          presets: channel.presetsFen.map(fenToYuan),
          waitKind: channel.waitKind,
        });
      }
      return { types };
    },

    paymentPay: async (input, ctx) => {
      const member = requireMember(ctx);
      await requireDepositsOpen(db, ctx.siteId);
      await requireFundsPhone(db, ctx.siteId, member.memberId);
      const channel = findChannel(input.channelId);
      if (channel === null) throw new DomainError(ResponseCode.INVALID_PARAMETER, '该存款方式暂不可用，请选择其他方式');
      const amountFen = yuanToFen(input.amount);
      if (amountFen < channel.minFen || amountFen > channel.maxFen) {
        throw new DomainError(
          ResponseCode.INVALID_PARAMETER,
          `${channel.name}单笔存款金额需在 ${yuan(channel.minFen)} 至 ${yuan(channel.maxFen)} 元之间`,
        );
      }
      const depositorName = channel.waitKind === 'transfer' ? (input.depositorName ?? '') : '';
      if (channel.waitKind === 'transfer' && depositorName === '')
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '请填写存款人姓名');
      let created = false;
      const order = await oncePerRequest(
        db,
        { memberId: member.memberId, requestId: ctx.requestId, path: paymentPay.path, body: input },
        ctx.now,
        async (tx) => {
          if ((await countOpenOrders(tx, member.memberId, ctx.now)) >= MAX_OPEN_ORDERS) {
            throw new DomainError(
              ResponseCode.FREQUENT_SUBMISSION,
              `您已有${MAX_OPEN_ORDERS}笔未完成的存款订单，请先完成或关闭后再存款`,
            );
          }
          created = true;
          return present(
            await createOrder(
              tx,
              { memberId: member.memberId, siteId: ctx.siteId, channel, amountFen, depositorName },
              ctx.now,
            ),
            ctx,
          );
        },
      );
      if (created) payments.paymentOpened(order.orderNo, ctx.log);
      return order;
    },

    getDepositOrderStatus: async (input, ctx) => present(await ownOrder(db, ctx, input.orderNo), ctx),

    closeDepositOrder: async (input, ctx) => {
      const member = requireMember(ctx);
      return oncePerRequest(
        db,
        { memberId: member.memberId, requestId: ctx.requestId, path: closeDepositOrder.path, body: input },
        ctx.now,
        async (tx) => {
          const order = await ownOrder(tx, ctx, input.orderNo);
          const closed = await closeOpenOrder(tx, member.memberId, order.orderNo, ctx.now);
          if (closed === null) {
            // Paid (or closed) in the meantime: the status now is the answer's reason.
            const now = await ownOrder(tx, ctx, input.orderNo);
            throw new DomainError(ResponseCode.ACCESS_DENIED, NOT_OPEN[now.status]);
          }
          return present(closed, ctx);
        },
      );
    },

    createSignalCode: async (input, ctx) => {
      const order = await ownOrder(db, ctx, input.orderNo);
      const channel = findChannel(order.channelId);
      if (channel?.waitKind === 'virtual') {
        const coinAmount = coinsFor(order.amountFen, USDT_RATE_FEN);
        const address = RECEIVING_ADDRESSES.TRC20;
        return {
          orderNo: order.orderNo,
          currency: 'USDT',
          protocol: 'TRC20',
          address,
          rate: fenToYuan(USDT_RATE_FEN),
          coinAmount,
          qrContent: `tron:${address}?amount=${coinAmount}`,
        };
      }
      if (channel?.waitKind === 'xnbsk') {
        // The xnbsk QR code carries the provider's payment page: scanning it is paying.
        const coinAmount = fenToYuan(order.amountFen);
        return {
          orderNo: order.orderNo,
          currency: 'CNY',
          protocol: 'XNBSK',
          address: payments.payUrl(ctx.baseUrl, order),
          rate: 1,
          coinAmount,
          qrContent: payments.payUrl(ctx.baseUrl, order),
        };
      }
      throw new DomainError(ResponseCode.INVALID_PARAMETER, '该订单无需收款码');
    },

    getCustomerInfo: async (_input, ctx) => {
      const member = requireMember(ctx);
      const rows = await db.query<{ username: string; realName: string }>(
        `select username, real_name as "realName" from members where id = $1`,
        [member.memberId],
      );
      const row = rows[0];
      if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND);
      return {
        username: row.username,
        realName: row.realName,
        paidDeposits: await countPaidOrders(db, member.memberId),
      };
    },

    vCurrencyList: async () => [
      { currency: 'USDT', protocols: Object.keys(RECEIVING_ADDRESSES), rate: fenToYuan(USDT_RATE_FEN) },
    ],
  } satisfies Pick<
    HandlerMap,
    | 'paymentTypes'
    | 'paymentPay'
    | 'getDepositOrderStatus'
    | 'closeDepositOrder'
    | 'createSignalCode'
    | 'getCustomerInfo'
    | 'vCurrencyList'
  >;
}
