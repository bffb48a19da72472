import { confirmDeposit, expireDeposit } from '../../funds/deposits/desk/desk-decisions';
import { deskDepositPage, deskDepositView, findDeskDeposit } from '../../funds/deposits/desk/desk-deposits';
import { DEPOSIT_CHANNELS } from '../../funds/deposits/channels';
import { expireDue } from '../../funds/deposits/orders';
import { fenToYuan } from '../../wallet/money';
import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

const CHANNELS = DEPOSIT_CHANNELS.map((channel) => ({ channelId: channel.channelId, name: channel.name }));

/** The deposits desk (contract console/deposits). Orders past their window read as expired. */
export function consoleDepositHandlers({ db }: ConsoleDeps) {
  return {
    consoleDepositOrders: async ({ pageNum, pageSize, ...filter }, ctx) => {
      await expireDue(db, ctx.now);
      const page = await deskDepositPage(db, filter, { pageNum, pageSize });
      return {
        list: page.rows.map(deskDepositView),
        total: page.total,
        pageNum,
        pageSize,
        totalAmount: fenToYuan(page.totalFen),
        channels: CHANNELS,
      };
    },

    consoleDepositDetail: async (input, ctx) => {
      await expireDue(db, ctx.now, input.orderNo);
      return deskDepositView(await findDeskDeposit(db, input.orderNo));
    },

    consoleDepositConfirm: async (input, ctx) => confirmDeposit(db, actorOf(ctx), input, ctx.now),

    consoleDepositExpire: async (input, ctx) => expireDeposit(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    'consoleDepositOrders' | 'consoleDepositDetail' | 'consoleDepositConfirm' | 'consoleDepositExpire'
  >;
}
