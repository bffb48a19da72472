import type { Database } from '../../db/database';
import type { PaymentProvider } from '../../outside-world/payment-provider';
import { registerCashierRoute } from './cashier-route';
import { depositConfirmDelayMs, scheduleConfirmation } from './confirm-delay';

/**
 * The simulated payment provider: a cashier page per order on this server (/cashier/:token), whose
 * 支付 button confirms the order, and with DEPOSIT_CONFIRM_MS a confirmation of its own after that delay.
 */
export function createPaymentCashier(db: Database, clock: () => Date): PaymentProvider {
  const confirmDelayMs = depositConfirmDelayMs();
  return {
    // An absolute address: the client runs on another origin.
    payUrl: (baseUrl, order) => `${baseUrl}/cashier/${order.cashierToken}`,
    paymentOpened: (orderNo, log) => scheduleConfirmation(db, orderNo, confirmDelayMs, () => new Date(), log),
    mount: (app) => registerCashierRoute(app, db, clock),
  };
}
