import { findAdjustMember } from '../../funds/adjustments/adjust-member';
import { approveAdjustment, refuseAdjustment, requestAdjustment } from '../../funds/adjustments/adjustment-decisions';
import { adjustmentPage, adjustmentView } from '../../funds/adjustments/adjustment-rows';
import { fenToYuan } from '../../wallet/money';
import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

/** The manual adjustments desk (contract console/adjustments). */
export function consoleAdjustmentHandlers({ db, options }: ConsoleDeps) {
  const threshold = options.adjustFourEyesAboveFen;
  return {
    consoleAdjustMember: async (input) => {
      const member = await findAdjustMember(db, input.member);
      return { memberId: member.memberId, memberName: member.memberName, balance: fenToYuan(member.balanceFen) };
    },

    consoleAdjustCreate: async (input, ctx) => requestAdjustment(db, actorOf(ctx), input, threshold, ctx.now),

    consoleAdjustList: async (input) => {
      const page = await adjustmentPage(db, input);
      return {
        list: page.rows.map(adjustmentView),
        total: page.total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        fourEyesAbove: fenToYuan(threshold),
      };
    },

    consoleAdjustApprove: async (input, ctx) => approveAdjustment(db, actorOf(ctx), input, ctx.now),

    consoleAdjustRefuse: async (input, ctx) => refuseAdjustment(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    'consoleAdjustMember' | 'consoleAdjustCreate' | 'consoleAdjustList' | 'consoleAdjustApprove' | 'consoleAdjustRefuse'
  >;
}
