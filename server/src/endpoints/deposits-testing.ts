import { ResponseCode } from 'shared/contract';
import { confirmOrder, expireDue, findOrder } from '../funds/deposits/orders';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, TestHandlerMap } from './handler-map';

/** The simulated payment provider driven by tests (test mode only): confirm an order, or run out its window. */
export function depositTestHandlers({ db }: HandlerDeps) {
  return {
    testConfirmDeposit: async (input, ctx) => {
      const { order, credited } = await confirmOrder(db, input.orderNo, ctx.now);
      if (order === null) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该存款订单');
      return { status: order.status, credited };
    },

    testExpireDeposit: async (input, ctx) => {
      await db.query(
        `update deposit_orders set expires_at = greatest(created_at + interval '1 millisecond', $2) where order_no = $1 and status in ('created', 'waiting')`,
        [input.orderNo, ctx.now],
      );
      await expireDue(db, ctx.now, input.orderNo);
      const order = await findOrder(db, input.orderNo);
      if (order === null) throw new DomainError(ResponseCode.NOT_FOUND, '未找到该存款订单');
      return { status: order.status };
    },
  } satisfies Pick<TestHandlerMap, 'testConfirmDeposit' | 'testExpireDeposit'>;
}
