import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, memberInfo, preInfo } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let siteOneToken: string;
beforeAll(async () => {
  t = await createTestApp({ captchaRequired: false });
  siteOneToken = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

describe('sessions are tied to the site that issued them', () => {
  it('serves the token on its own site', async () => {
    expect((await t.call(getBalance, {}, { token: siteOneToken })).envelope.status_code).toBe(6000);
  });

  it('answers 6001 to the same token under another brand’s site id', async () => {
    const result = await t.call(getBalance, {}, { token: siteOneToken, siteId: '2' });
    expect(result.envelope.status_code).toBe(6001);
    expect((await t.call(memberInfo, { isPop: 0 }, { token: siteOneToken, siteId: '2' })).envelope.status_code).toBe(
      6001,
    );
  });

  it('answers 6003 to a member call under a site id that does not exist', async () => {
    const result = await t.call(getBalance, {}, { token: siteOneToken, siteId: '999' });
    expect(result.envelope).toMatchObject({ status_code: 6003 });
  });

  it('a token opened on brand 2 works there and not on brand 1', async () => {
    const siteTwoToken = await t.loginAs('demo888', 'demo1234', { siteId: '2' });
    expect((await t.call(getBalance, {}, { token: siteTwoToken, siteId: '2' })).envelope.status_code).toBe(6000);
    expect((await t.call(getBalance, {}, { token: siteTwoToken, siteId: '1' })).envelope.status_code).toBe(6001);
  });

  it('public calls are unaffected by a foreign token', async () => {
    expect((await t.call(preInfo, {}, { token: siteOneToken, siteId: '2' })).envelope.status_code).toBe(6000);
  });
});
