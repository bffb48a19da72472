import type { Database } from '../db/database';
import { createGameVendor } from '../stand-ins/game-vendor';
import { logMessageSender } from '../stand-ins/message-outbox';
import { createPaymentCashier } from '../stand-ins/payment-cashier';
import { simulatedSportsFeed } from '../stand-ins/sports-venue';
import { cannedSupportBot } from '../stand-ins/support-bot';
import type { OutsideWorld } from './outside-world';

/** The outside world as configured: what `given` names, a stand-in for the rest. */
export function withStandIns(
  given: Partial<OutsideWorld>,
  platform: { db: Database; clock: () => Date },
): OutsideWorld {
  return {
    payments: given.payments ?? createPaymentCashier(platform.db, platform.clock),
    games: given.games ?? createGameVendor(platform.db, platform.clock),
    sportsFeed: given.sportsFeed ?? simulatedSportsFeed,
    messages: given.messages ?? logMessageSender,
    supportBot: given.supportBot ?? cannedSupportBot,
  };
}
