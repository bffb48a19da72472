import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueResource, type RequestOf } from 'shared/contract';
import { status } from '../testing/call-status';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ sports: { autoRun: false, feedRate: 0 } });
  token = await t.loginAs('sports01', 'sport1234');
  memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'sports01'`))[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const leagues = (uid?: string): RequestOf<typeof venueResource> => ({
  method: 'leagues',
  venueName: 'CRTY',
  ...(uid === undefined ? {} : { uid }),
  Request: { market: 'FT', sport: 'FT', date: null, timestamp: Date.now(), langx: 'zh-cn' },
});

describe('the sports book and the user id of its launch address', () => {
  it('answers the member the book was launched for, and a call without the launch id', async () => {
    expect((await status(t.call(venueResource, leagues(String(memberId)), { token })))[0]).toBe(6000);
    expect((await status(t.call(venueResource, leagues(), { token })))[0]).toBe(6000);
  });

  it('answers 6302 to a book launched for another member', async () => {
    expect(await status(t.call(venueResource, leagues(String(memberId + 1)), { token }))).toEqual([
      6302,
      '数据异常，请重新进入游戏',
    ]);
  });
});
