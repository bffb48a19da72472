import { approveWithdrawal, refuseWithdrawal } from '../../funds/withdrawals/desk/desk-decisions';
import { deskPage, deskView } from '../../funds/withdrawals/desk/desk-orders';
import { revealPayoutAccount } from '../../funds/withdrawals/desk/reveal-account';
import { fenToYuan } from '../../wallet/money';
import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { dashboardFigures } from '../../back-office/dashboard-figures';
import type { ConsoleDeps } from './console-deps';

/** The dashboard and the withdrawals desk (contract console/dashboard, console/withdrawals). */
export function consoleDeskHandlers({ db, options, authSecret }: ConsoleDeps) {
  const threshold = options.fourEyesAboveFen;
  return {
    consoleDashboard: async (_input, ctx) => dashboardFigures(db, ctx.now),

    consoleWithdrawQueue: async (input) => {
      const page = await deskPage(db, input);
      const list = await Promise.all(page.rows.map((row) => deskView(db, row, threshold)));
      return {
        list,
        total: page.total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        fourEyesAbove: fenToYuan(threshold),
      };
    },

    consoleWithdrawReveal: async (input, ctx) =>
      revealPayoutAccount(db, authSecret, actorOf(ctx), input.orderNo, ctx.now),

    consoleWithdrawApprove: async (input, ctx) => approveWithdrawal(db, actorOf(ctx), input, threshold, ctx.now),

    consoleWithdrawRefuse: async (input, ctx) => refuseWithdrawal(db, actorOf(ctx), input, threshold, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleDashboard'
    | 'consoleWithdrawQueue'
    | 'consoleWithdrawReveal'
    | 'consoleWithdrawApprove'
    | 'consoleWithdrawRefuse'
  >;
}
