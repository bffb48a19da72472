import { afterAll, beforeAll } from 'vitest';
import { paymentPay, type ActivityDetail } from 'shared/contract';
import { testConfirmDeposit } from 'shared/contract/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock, type TestClock } from '../testing/test-clock';
import { createTestMember, TEST_PASSWORD, type TestMemberOptions } from './test-members';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PromotionTestApp {
  /** The app of the suite: usable from the tests on (created in beforeAll). */
  t: TestApp;
  /** The app's clock; testAdvanceClock moves it forward too. */
  clock: TestClock;
  /** A member of the suite's own, logged in. */
  member(name: string, options?: TestMemberOptions): Promise<{ id: number; token: string }>;
  /** A deposit as the cashier makes one: an order, then the provider confirming it. */
  deposit(token: string, amount: number): Promise<void>;
}

/**
 * The promotions suites' setup: a test-mode app on a clock the suite (and testAdvanceClock) moves,
 * made before the suite's tests and closed after them. Call it at the top of a test file.
 */
export function promotionTestApp(): PromotionTestApp {
  const clock = createTestClock();
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({
      testMode: true,
      clock: clock.now,
      advanceClock: (ms) => {
        clock.advance(ms);
        return clock.now();
      },
    });
  });
  afterAll(async () => {
    await current?.close();
  });

  const app = (): TestApp => {
    if (current === undefined) throw new Error('the promotions test app is used before its beforeAll ran');
    return current;
  };
  // Stands for the app the hooks make, so the suite can take `t` at the top of the file.
  const t: TestApp = {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    call: (endpoint, body, options) => app().call(endpoint, body, options),
    ok: (endpoint, body, options) => app().ok(endpoint, body, options),
    loginAs: (name, password, options) => app().loginAs(name, password, options),
    close: () => app().close(),
  };

  return {
    t,
    clock,
    async member(name, options = {}) {
      const id = await createTestMember(t.db, name, options, clock.now());
      return { id, token: await t.loginAs(name, TEST_PASSWORD) };
    },
    async deposit(token, amount) {
      const { orderNo } = await t.ok(paymentPay, { channelId: 'online-quick', amount }, { token });
      await t.ok(testConfirmDeposit, { orderNo });
    },
  };
}

/** The detail of an activity answer as its page type's, failing the test on another type. */
export function detailOf<P extends ActivityDetail['pageType']>(
  detail: ActivityDetail,
  pageType: P,
): Extract<ActivityDetail, { pageType: P }> {
  if (detail.pageType !== pageType) throw new Error(`expected a ${pageType} detail, got ${detail.pageType}`);
  return detail as Extract<ActivityDetail, { pageType: P }>;
}
