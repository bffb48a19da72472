import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The part of a deposit order a payment provider is told about. */
export interface PaymentOrder {
  orderNo: string;
  /** The order's unguessable key, for the provider's page and callback addresses. */
  cashierToken: string;
}

/**
 * Takes a member's deposit payment. The platform opens the order (funds/deposits/orders.ts: the
 * amount, the 30-minute window after which it expires) and credits it once the provider reports
 * it paid through confirmOrder, the platform's confirmation callback. The stand-in
 * (stand-ins/payment-cashier) is a cashier page on this server with a 支付 button, and optionally
 * confirms on its own (DEPOSIT_CONFIRM_MS); an operator replaces it with a payment gateway whose
 * notification calls confirmOrder.
 */
export interface PaymentProvider {
  /** Where the member pays the order (DepositOrder.cashierUrl); `baseUrl` is this server's own address. */
  payUrl(baseUrl: string, order: PaymentOrder): string;
  /** A new order is waiting for payment: the provider starts taking it. */
  paymentOpened(orderNo: string, log: FastifyBaseLogger): void;
  /** Mounts the provider's own pages and callbacks on this server. */
  mount(app: FastifyInstance): void;
}
