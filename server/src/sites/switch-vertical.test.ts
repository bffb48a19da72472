import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVerticals } from 'shared/contract';
import { consoleAuditLog, consoleVerticalSet, consoleVerticalsList } from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let release: string;
beforeAll(async () => {
  t = await createTestApp({ sports: { autoRun: false, feedRate: 0 } });
  const now = new Date();
  [admin, release] = await Promise.all([consoleLoginAs(t.app, 'admin', now), consoleLoginAs(t.app, 'release', now)]);
});
afterAll(async () => {
  await t.close();
});

describe('版块开关 (console, admin and release)', () => {
  it('lists every brand with each switchable vertical on when nobody switched it', async () => {
    const { sites } = await consoleOk(t.app, consoleVerticalsList, {}, release);
    expect(sites.map((site) => site.siteId)).toEqual(['1', '2', '3', '4']);
    expect(sites[1]?.verticals).toEqual({
      sports: { state: 'on' },
      casino: { state: 'on' },
      wallet: { state: 'on' },
      promotions: { state: 'on' },
      chat: { state: 'on' },
    });
  });

  it('switches a brand into maintenance and off, the host sees it, another brand is untouched, back on drops the message', async () => {
    const until = '2026-11-25T04:00:00.000Z';
    const maintenance = await consoleOk(
      t.app,
      consoleVerticalSet,
      {
        siteId: '3',
        vertical: 'sports',
        state: 'maintenance',
        message: ' 体育赛事系统升级中 ',
        until,
        reason: '供应商维护',
      },
      release,
    );
    expect(maintenance.verticals.sports).toEqual({ state: 'maintenance', message: '体育赛事系统升级中', until });
    await consoleOk(
      t.app,
      consoleVerticalSet,
      { siteId: '3', vertical: 'casino', state: 'off', reason: '下线' },
      admin,
    );
    const switched = (await t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(switched.sports).toEqual({ state: 'maintenance', message: '体育赛事系统升级中', until });
    expect(switched.casino).toEqual({ state: 'off' });
    expect(switched.wallet).toEqual({ state: 'on' });
    expect((await t.ok(siteVerticals, {}, { siteId: '1' })).verticals.sports).toEqual({ state: 'on' });

    await consoleOk(
      t.app,
      consoleVerticalSet,
      { siteId: '3', vertical: 'sports', state: 'on', message: '旧说明', reason: '维护结束' },
      admin,
    );
    await consoleOk(t.app, consoleVerticalSet, { siteId: '3', vertical: 'casino', state: 'on', reason: '恢复' }, admin);
    const back = (await t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(back.sports).toEqual({ state: 'on' });
    expect(back.casino).toEqual({ state: 'on' });
  });

  it('writes one audit row per switch: operator, target, state before and after, reason', async () => {
    await consoleOk(
      t.app,
      consoleVerticalSet,
      { siteId: '2', vertical: 'promotions', state: 'maintenance', message: '活动结算中', reason: '月底结算' },
      release,
    );
    const [row] = (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 5, action: 'vertical.set' }, admin))
      .list;
    expect(row).toMatchObject({
      operatorName: 'release',
      role: 'release',
      target: 'site:2:promotions',
      before: { state: 'on' },
      after: { state: 'maintenance', message: '活动结算中' },
      reason: '月底结算',
    });
    await consoleOk(
      t.app,
      consoleVerticalSet,
      { siteId: '2', vertical: 'promotions', state: 'on', reason: '恢复' },
      release,
    );
  });

  it('refuses other roles, a member token, no token, an unknown brand and a vertical that cannot be switched', async () => {
    const change = { siteId: '1', vertical: 'chat', state: 'off', reason: '越权关闭' } as const;
    for (const name of ['finance', 'support', 'moderator'] as const) {
      const token = await consoleLoginAs(t.app, name, new Date());
      expect((await consoleCall(t.app, consoleVerticalSet, change, token)).envelope.status_code).toBe(8002);
      expect((await consoleCall(t.app, consoleVerticalsList, {}, token)).envelope.status_code).toBe(8002);
    }
    const member = await t.loginAs('demo888', 'demo1234');
    expect((await consoleCall(t.app, consoleVerticalSet, change, member)).envelope.status_code).toBe(8001);
    expect((await consoleCall(t.app, consoleVerticalSet, change)).envelope.status_code).toBe(8001);
    expect(
      (await consoleCall(t.app, consoleVerticalSet, { ...change, siteId: '404' }, admin)).envelope.status_code,
    ).toBe(6004);
    const account = await consoleCall(t.app, consoleVerticalSet, { ...change, vertical: 'account' as 'chat' }, admin);
    expect(account.envelope.status_code).not.toBe(6000);
    expect((await t.ok(siteVerticals, {}, { siteId: '1' })).verticals.chat).toEqual({ state: 'on' });
    const refusals = await consoleOk(
      t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 50, action: 'vertical.set', target: 'site:1:chat' },
      admin,
    );
    expect(refusals.list).toEqual([]);
  });
});
