import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navigationList } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a call the contract rejects', () => {
  it('answers 6301 参数错误 to a value outside the contract (not built by our client)', async () => {
    const result = await t.call(navigationList, { position: 'nowhere' } as never);
    expect(result).toEqual({ statusCode: 200, envelope: { status_code: 6301, data: null, message: '请求参数错误' } });
  });
});

describe('an unexpected failure inside the server', () => {
  it('answers 6399 naming the request id the log line carries, and the next call works again', async () => {
    // The navigation table gone from under the server: nothing a caller did wrong.
    await t.db.query('alter table navigation_items rename to navigation_items_away');
    try {
      const result = await t.call(navigationList, { position: 'home_banner' }, { requestId: 'trace-me-6399' });
      expect(result.statusCode).toBe(500);
      expect(result.envelope).toEqual({
        status_code: 6399,
        data: null,
        message: '系统异常，请稍后重试（编号 trace-me-6399）',
      });
    } finally {
      await t.db.query('alter table navigation_items_away rename to navigation_items');
    }
    expect((await t.call(navigationList, { position: 'home_banner' })).envelope.status_code).toBe(6000);
  });
});
