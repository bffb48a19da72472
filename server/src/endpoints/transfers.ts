import { utcTransfer, venueRecycle, venueTransfer } from 'shared/contract';
import type { Queryable } from '../db/database';
import { queryDeals, typeOfKind } from '../funds/records/deal-records';
import { parseTransferAmount } from '../funds/transfers/transfer-amount';
import { recycleAll, transferBetween } from '../funds/transfers/transfer';
import { convertUsdt, readUsdtBalance, readUsdtRates } from '../funds/transfers/usdt';
import {
  findVenueWallet,
  listVenueWallets,
  maintenanceWindow,
  readAutoTransfer,
  writeAutoTransfer,
  type VenueWalletRow,
} from '../funds/transfers/venue-wallets';
import { requireMember } from '../http/context';
import { requireFundsPhone } from '../sites/fund-rules/fund-rule-gates';
import { readWalletFigures } from '../wallet/balance';
import { fenToYuan } from '../wallet/money';
import { oncePerRequest } from '../wallet/once-per-request';
import type { HandlerDeps, HandlerMap } from './handler-map';

function walletOut(row: VenueWalletRow, now: Date) {
  const maintenance = maintenanceWindow(row, now);
  return {
    channelCode: row.channelCode,
    name: row.name,
    category: row.category,
    status: maintenance === null ? ('normal' as const) : ('maintenance' as const),
    maintenance,
    balance: fenToYuan(row.balanceFen),
  };
}

/** The getTransferRate answer, read through `q` (the conversion's transaction when it refuses a moved rate). */
async function transferRate(q: Queryable, memberId: number) {
  const [rates, usdtCents, figures] = await Promise.all([
    readUsdtRates(q),
    readUsdtBalance(q, memberId),
    readWalletFigures(q, memberId),
  ]);
  return {
    currency: 'USDT' as const,
    buyRate: fenToYuan(rates.buyRateFen),
    sellRate: fenToYuan(rates.sellRateFen),
    usdtBalance: fenToYuan(usdtCents),
    centerWalletBalance: fenToYuan(figures.centerFen),
    minUsdt: fenToYuan(rates.minCents),
    maxUsdt: fenToYuan(rates.maxCents),
    updatedAt: new Date(rates.updatedAt).toISOString(),
  };
}

/** The rate the player saw in fen; anything but a two-decimal number (never a published rate) gives -1. */
function rateFenOf(rate: number): number {
  const fen = Math.round(rate * 100);
  return Math.abs(fen - rate * 100) < 1e-6 ? fen : -1;
}

/** Venue wallets, transfers, recycle, the auto-transfer switch, the USDT wallet and the deal records. */
export function transferHandlers({ db }: HandlerDeps) {
  return {
    venueAllBalance: async (_input, ctx) => {
      const { memberId } = requireMember(ctx);
      const [figures, venues, autoTransfer] = await Promise.all([
        readWalletFigures(db, memberId),
        listVenueWallets(db, memberId),
        readAutoTransfer(db, memberId),
      ]);
      return {
        centerWalletBalance: fenToYuan(figures.centerFen),
        lockMoney: fenToYuan(figures.lockedFen),
        totalMoney: fenToYuan(figures.totalFen),
        autoTransfer,
        venues: venues.map((row) => walletOut(row, ctx.now)),
      };
    },

    venueBalance: async (input, ctx) =>
      walletOut(await findVenueWallet(db, requireMember(ctx).memberId, input.channelCode), ctx.now),

    venueTransfer: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await requireFundsPhone(db, ctx.siteId, memberId);
      const amountFen = parseTransferAmount(input.amount);
      const key = { memberId, requestId: ctx.requestId, path: venueTransfer.path, body: input };
      return oncePerRequest(db, key, ctx.now, async (tx) => {
        const done = await transferBetween(
          tx,
          { memberId, channelCode: input.channelCode, amountFen, ty: input.ty, requestId: ctx.requestId },
          ctx.now,
        );
        return {
          channelCode: input.channelCode,
          ty: input.ty,
          amount: fenToYuan(amountFen),
          centerWalletBalance: fenToYuan(done.centerFen),
          venueBalance: fenToYuan(done.venueFen),
        };
      });
    },

    venueRecycle: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      const key = { memberId, requestId: ctx.requestId, path: venueRecycle.path, body: input };
      return oncePerRequest(db, key, ctx.now, async (tx) => {
        const done = await recycleAll(tx, memberId, ctx.requestId, ctx.now);
        return {
          amount: fenToYuan(done.amountFen),
          recycled: done.recycled,
          skipped: done.skipped,
          centerWalletBalance: fenToYuan(done.centerFen),
        };
      });
    },

    getTransferRate: async (_input, ctx) => transferRate(db, requireMember(ctx).memberId),

    utcTransfer: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await requireFundsPhone(db, ctx.siteId, memberId);
      const sourceHundredths = parseTransferAmount(input.amount);
      const key = { memberId, requestId: ctx.requestId, path: utcTransfer.path, body: input };
      return oncePerRequest(db, key, ctx.now, async (tx) => {
        const order = {
          memberId,
          direction: input.direction,
          sourceHundredths,
          seenRateFen: rateFenOf(input.rate),
          requestId: ctx.requestId,
        };
        const done = await convertUsdt(tx, order, ctx.now, (q) => transferRate(q, memberId));
        return {
          direction: input.direction,
          amount: fenToYuan(sourceHundredths),
          converted: fenToYuan(done.convertedHundredths),
          rate: fenToYuan(done.rateFen),
          centerWalletBalance: fenToYuan(done.centerFen),
          usdtBalance: fenToYuan(done.usdtCents),
        };
      });
    },

    setAutoTransferStatus: async (input, ctx) => ({
      autoTransfer: await writeAutoTransfer(db, requireMember(ctx).memberId, input.autoTransfer),
    }),

    queryDealRecord: async (input, ctx) => {
      const page = await queryDeals(db, { ...input, memberId: requireMember(ctx).memberId });
      return {
        list: page.rows.map((row) => ({
          id: row.id,
          type: typeOfKind(row.kind),
          kind: row.kind,
          amount: fenToYuan(row.amountFen),
          balanceAfter: fenToYuan(row.balanceAfterFen),
          channelCode: row.channelCode,
          walletName: row.venueName ?? '中心钱包',
          remark: row.remark,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
        total: page.total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        totalIncome: fenToYuan(page.incomeFen),
        totalExpense: fenToYuan(page.expenseFen),
      };
    },
  } satisfies Pick<
    HandlerMap,
    | 'venueAllBalance'
    | 'venueBalance'
    | 'venueTransfer'
    | 'venueRecycle'
    | 'setAutoTransferStatus'
    | 'queryDealRecord'
    | 'getTransferRate'
    | 'utcTransfer'
  >;
}
