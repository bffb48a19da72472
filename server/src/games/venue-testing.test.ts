import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame } from 'shared/contract';
import { consoleAuditLog, consoleVenueList, consoleVenueSetTesting } from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleLoginAs(t.app, 'admin', new Date());
  member = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const launch = async () => (await t.call(launchGame, { enName: 'PGDZ', gameCode: '' }, { token: member })).envelope;

describe('venue testing (console, admin)', () => {
  it('marks a venue testing: its launch answers 6366 at once; unmarked, it launches again; both audited', async () => {
    const { list } = await consoleOk(t.app, consoleVenueList, {}, admin);
    expect(list.find((v) => v.channelCode === 'PGDZ')).toMatchObject({ testing: false });
    const marked = await consoleOk(
      t.app,
      consoleVenueSetTesting,
      { channelCode: 'PGDZ', testing: true, reason: '对接新版本' },
      admin,
    );
    expect(marked).toMatchObject({ channelCode: 'PGDZ', testing: true });
    expect(await launch()).toMatchObject({ status_code: 6366, message: '该场馆测试中，暂未开放，请选择其他场馆' });
    const [row] = (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 5, action: 'venue.testing' }, admin))
      .list;
    expect(row).toMatchObject({
      target: 'venue:PGDZ',
      reason: '对接新版本',
      before: { testing: false },
      after: { testing: true },
    });
    await consoleOk(t.app, consoleVenueSetTesting, { channelCode: 'PGDZ', testing: false, reason: '测试完成' }, admin);
    expect((await launch()).status_code).toBe(6000);
  });

  it('refuses an unknown venue (6004) and other roles (8002)', async () => {
    const unknown = await consoleCall(
      t.app,
      consoleVenueSetTesting,
      { channelCode: 'NOPE', testing: true, reason: '不存在' },
      admin,
    );
    expect(unknown.envelope.status_code).toBe(6004);
    const support = await consoleLoginAs(t.app, 'support', new Date());
    const refused = await consoleCall(
      t.app,
      consoleVenueSetTesting,
      { channelCode: 'PGDZ', testing: true, reason: '越权' },
      support,
    );
    expect(refused.envelope.status_code).toBe(8002);
    expect((await launch()).status_code).toBe(6000);
  });
});
