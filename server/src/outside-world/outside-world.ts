import type { GameVendor } from './game-vendor';
import type { MessageSender } from './message-sender';
import type { PaymentProvider } from './payment-provider';
import type { SportsFeed } from './sports-feed-provider';
import type { SupportBot } from './support-bot';

/**
 * Everything the platform needs from outside itself. Each has a stand-in under src/stand-ins that
 * plays the other party for development and tests; an operator replaces it with a real one
 * (server/README.md, "Stand-ins for the outside world").
 */
export interface OutsideWorld {
  /** Verification codes by SMS, e-mail or voice (stand-ins/message-outbox only logs them). */
  messages: MessageSender;
  /** Answers the support room when no person does (stand-ins/support-bot). */
  supportBot: SupportBot;
  /** Takes deposit payments (stand-ins/payment-cashier: a cashier page on this server). */
  payments: PaymentProvider;
  /** The game venues' launch addresses and pages (stand-ins/game-vendor: demo games on this server). */
  games: GameVendor;
  /** Fixtures, live prices and results for the sports book (stand-ins/sports-venue: a simulated venue). */
  sportsFeed: SportsFeed;
}
