import { describe, expect, it } from 'vitest';
import { siteVerticals } from 'shared/contract';
import { consoleAuditLog, consoleVerticalSet, consoleVerticalsList } from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { consoleDeskApp } from '../testing/console-desk-app';

const desk = consoleDeskApp(['admin', 'release']);

describe('版块开关 (console, admin and release)', () => {
  it('lists every brand with each switchable vertical on when nobody switched it', async () => {
    const { sites } = await consoleOk(desk.t.app, consoleVerticalsList, {}, desk.token.release);
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
      desk.t.app,
      consoleVerticalSet,
      {
        siteId: '3',
        vertical: 'sports',
        state: 'maintenance',
        message: ' 体育赛事系统升级中 ',
        until,
        reason: '供应商维护',
      },
      desk.token.release,
    );
    expect(maintenance.verticals.sports).toEqual({ state: 'maintenance', message: '体育赛事系统升级中', until });
    await consoleOk(
      desk.t.app,
      consoleVerticalSet,
      { siteId: '3', vertical: 'casino', state: 'off', reason: '下线' },
      desk.token.admin,
    );
    const switched = (await desk.t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(switched.sports).toEqual({ state: 'maintenance', message: '体育赛事系统升级中', until });
    expect(switched.casino).toEqual({ state: 'off' });
    expect(switched.wallet).toEqual({ state: 'on' });
    expect((await desk.t.ok(siteVerticals, {}, { siteId: '1' })).verticals.sports).toEqual({ state: 'on' });

    await consoleOk(
      desk.t.app,
      consoleVerticalSet,
      { siteId: '3', vertical: 'sports', state: 'on', message: '旧说明', reason: '维护结束' },
      desk.token.admin,
    );
    await consoleOk(
      desk.t.app,
      consoleVerticalSet,
      { siteId: '3', vertical: 'casino', state: 'on', reason: '恢复' },
      desk.token.admin,
    );
    const back = (await desk.t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(back.sports).toEqual({ state: 'on' });
    expect(back.casino).toEqual({ state: 'on' });
  });

  it('writes one audit row per switch: operator, target, state before and after, reason', async () => {
    await consoleOk(
      desk.t.app,
      consoleVerticalSet,
      { siteId: '2', vertical: 'promotions', state: 'maintenance', message: '活动结算中', reason: '月底结算' },
      desk.token.release,
    );
    const [row] = (
      await consoleOk(
        desk.t.app,
        consoleAuditLog,
        { pageNum: 1, pageSize: 5, action: 'vertical.set' },
        desk.token.admin,
      )
    ).list;
    expect(row).toMatchObject({
      operatorName: 'release',
      role: 'release',
      target: 'site:2:promotions',
      before: { state: 'on' },
      after: { state: 'maintenance', message: '活动结算中' },
      reason: '月底结算',
    });
    await consoleOk(
      desk.t.app,
      consoleVerticalSet,
      { siteId: '2', vertical: 'promotions', state: 'on', reason: '恢复' },
      desk.token.release,
    );
  });

  it('refuses other roles, a member token, no token, an unknown brand and a vertical that cannot be switched', async () => {
    const change = { siteId: '1', vertical: 'chat', state: 'off', reason: '越权关闭' } as const;
    for (const name of ['finance', 'support', 'moderator'] as const) {
      const token = await consoleLoginAs(desk.t.app, name, new Date());
      expect((await consoleCall(desk.t.app, consoleVerticalSet, change, token)).envelope.status_code).toBe(8002);
      expect((await consoleCall(desk.t.app, consoleVerticalsList, {}, token)).envelope.status_code).toBe(8002);
    }
    const member = await desk.t.loginAs('demo888', 'demo1234');
    expect((await consoleCall(desk.t.app, consoleVerticalSet, change, member)).envelope.status_code).toBe(8001);
    expect((await consoleCall(desk.t.app, consoleVerticalSet, change)).envelope.status_code).toBe(8001);
    expect(
      (await consoleCall(desk.t.app, consoleVerticalSet, { ...change, siteId: '404' }, desk.token.admin)).envelope
        .status_code,
    ).toBe(6004);
    const account = await consoleCall(
      desk.t.app,
      consoleVerticalSet,
      { ...change, vertical: 'account' as 'chat' },
      desk.token.admin,
    );
    expect(account.envelope.status_code).not.toBe(6000);
    expect((await desk.t.ok(siteVerticals, {}, { siteId: '1' })).verticals.chat).toEqual({ state: 'on' });
    const refusals = await consoleOk(
      desk.t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 50, action: 'vertical.set', target: 'site:1:chat' },
      desk.token.admin,
    );
    expect(refusals.list).toEqual([]);
  });
});
