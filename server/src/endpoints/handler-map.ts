import type { LoginLimits } from '../members/login-limits';
import type { endpoints } from 'shared/contract';
import type { testEndpoints } from 'shared/contract/testing';
import type { SliderProvider } from '../captcha/slider/provider';
import type { ChatHub } from '../chat/chat-hub';
import type { CodeOutbox } from '../codes/code-outbox';
import type { GameVendor } from '../outside-world/game-vendor';
import type { MessageSender } from '../outside-world/message-sender';
import type { PaymentProvider } from '../outside-world/payment-provider';
import type { Database } from '../db/database';
import type { Handler } from '../http/context';
import type { SportsVenue } from '../sports/sports-venue';

export type EndpointName = keyof typeof endpoints;

/** One handler per contract endpoint: a new endpoint in the registry fails typecheck until it is served. */
export type HandlerMap = { [K in EndpointName]: Handler<(typeof endpoints)[K]> };

export type TestEndpointName = keyof typeof testEndpoints;

/** One handler per test-only endpoint (shared/contract/testing), served only in test mode. */
export type TestHandlerMap = { [K in TestEndpointName]: Handler<(typeof testEndpoints)[K]> };

/** What handlers need besides the request: built once at start-up. */
export interface HandlerDeps {
  db: Database;
  jwtSecret: string;
  /** HMAC key of slider proofs and stored verification codes (generated, kept in app_meta). */
  authSecret: string;
  /** CAPTCHA_REQUIRED: whether login and register may come without a captcha. */
  captchaRequired: boolean;
  loginAttemptsPerMinute: number;
  /** MEMBER_MAX_DEVICES and RISKY_LOGIN_MEMBERS_PER_ADDRESS: 6039 and 6029 (members/login-limits). */
  loginLimits?: LoginLimits;
  slider: SliderProvider;
  messageSender: MessageSender;
  /** The codes sent, for testLastCode; null outside test mode. */
  outbox: CodeOutbox | null;
  /** Takes deposit payments and reports them paid (confirmOrder). */
  payments: PaymentProvider;
  /** The game venues' launch addresses. */
  games: GameVendor;
  /** The simulated sports venue: book, feed, bets, settlement. */
  sports: SportsVenue;
  /** The chat socket's rooms and connections (history, the operator's test-only actions). */
  chat: ChatHub;
  /** Where uploaded images are kept. */
  filesDir: string;
  /** Test mode only: moves the app's clock forward by ms and answers the new time (testAdvanceClock). */
  advanceClock?: (ms: number) => Date;
}
