import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database';
import { findChannel } from '../../funds/deposits/channels';
import { renderCashierPage } from './cashier-page';
import { confirmOrder, currentOrder, findOrderByToken, type DepositOrderRow } from '../../funds/deposits/orders';

const TOKEN = /^[0-9a-f]{32}$/;

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send('<!doctype html><meta charset="utf-8"><title>未找到</title><p>未找到该支付订单</p>');
}

function page(reply: FastifyReply, order: DepositOrderRow, token: string, outcome: 'paid' | 'refused' | null) {
  const html = renderCashierPage({
    token,
    orderNo: order.orderNo,
    channelName: findChannel(order.channelId)?.name ?? order.channelId,
    amountFen: order.amountFen,
    status: order.status,
    expiresAt: order.expiresAt,
    outcome,
  });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * GET /cashier/:token — the simulated provider's cashier page of one order, and POST
 * /cashier/:token/pay — its 支付 button. A browser navigates here straight from the waiting screen,
 * so, like the venue lobby, it is unsigned: the 32-hex token in the address is the only key, and it
 * can do nothing but pay that one order once (confirmOrder's status guard).
 */
export function registerCashierRoute(app: FastifyInstance, db: Database, clock: () => Date): void {
  app.get<{ Params: { token: string } }>('/cashier/:token', async (request, reply) => {
    const found = TOKEN.test(request.params.token) ? await findOrderByToken(db, request.params.token) : null;
    const order = found === null ? null : await currentOrder(db, found.orderNo, clock());
    return order === null ? notFound(reply) : page(reply, order, request.params.token, null);
  });

  app.post<{ Params: { token: string } }>('/cashier/:token/pay', async (request, reply) => {
    const found = TOKEN.test(request.params.token) ? await findOrderByToken(db, request.params.token) : null;
    if (found === null) return notFound(reply);
    const { order, credited } = await confirmOrder(db, found.orderNo, clock());
    if (order === null) return notFound(reply);
    return page(reply, order, request.params.token, credited || order.status === 'paid' ? 'paid' : 'refused');
  });
}
