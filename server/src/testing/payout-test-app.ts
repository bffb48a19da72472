import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createTestClock, type TestClock } from './test-clock';

export interface PayoutSession {
  t: TestApp;
  /** demo888: real name, a bank card and a bound phone. */
  demo: string;
  /** test001: nothing set up. */
  plain: string;
  demoId: number;
}

/**
 * The payout-account and withdrawal tests' app: test mode on a test clock, demo888 and test001
 * logged in. Call it at the top of a test file: it registers the beforeAll and afterAll that start
 * and stop the app; `session()` answers once beforeAll has run.
 */
export function startPayoutTestApp(): { clock: TestClock; session: () => PayoutSession } {
  const clock = createTestClock();
  let session: PayoutSession | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ testMode: true, clock: clock.now });
    const [demo, plain] = await Promise.all([t.loginAs('demo888', 'demo1234'), t.loginAs('test001', 'test1234')]);
    const demoId = (await t.db.query<{ id: number }>(`select id from members where username = 'demo888'`))[0]?.id ?? 0;
    session = { t, demo, plain, demoId };
  });
  afterAll(async () => {
    await session?.t.close();
  });
  return {
    clock,
    session: () => {
      if (!session) throw new Error('the payout test app starts in beforeAll');
      return session;
    },
  };
}
