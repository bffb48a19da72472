import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, login, navigationList, register, type Endpoint } from 'shared/contract';
import {
  consoleAuditLog,
  consoleSiteAccessList,
  consoleSiteAccessSave,
  type SiteAccess,
} from 'shared/contract/console';
import { md5Hex } from 'shared/crypto';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { signedHeaders } from '../../testing/signed-request';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openAccess } from './site-access-store';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ regionHeader: 'cf-ipcountry' });
  admin = await consoleLoginAs(t.app, 'admin', new Date());
  member = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const save = (access: Partial<SiteAccess>, reason = '测试站点访问') =>
  consoleOk(t.app, consoleSiteAccessSave, { access: { ...openAccess('1'), ...access }, reason }, admin);

/** A signed player call from `ip`, in the country `region` as the proxy wrote it. */
async function from(endpoint: Endpoint, body: unknown, where: { ip?: string; region?: string; token?: string } = {}) {
  const text = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: {
      ...signedHeaders(endpoint.path, text, where.token === undefined ? {} : { token: where.token }),
      ...(where.region === undefined ? {} : { 'cf-ipcountry': where.region }),
    },
    payload: text,
    ...(where.ip === undefined ? {} : { remoteAddress: where.ip }),
  });
  return response.json<{ status_code: number; message: string }>();
}

const loginBody = { isAgent: 0, name: 'demo888', password: md5Hex('demo1234'), kaptchcate: 0 };

describe('site access settings (console, admin)', () => {
  it('lists every brand, open by default, with the region header', async () => {
    const { list, regionHeader } = await consoleOk(t.app, consoleSiteAccessList, {}, admin);
    expect(regionHeader).toBe('cf-ipcountry');
    expect(list.find((a) => a.siteId === '1')).toEqual(openAccess('1'));
  });

  it('saves with an audit row holding before, after and the reason; refuses a bad IP rule and other roles', async () => {
    const saved = await save({ deniedIps: ['198.51.100.0/24', '198.51.100.0/24'] }, '封禁测试网段');
    expect(saved.deniedIps).toEqual(['198.51.100.0/24']);
    const [row] = (
      await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 5, action: 'site_access.save' }, admin)
    ).list;
    expect(row).toMatchObject({
      operatorName: 'admin',
      target: 'site:1',
      reason: '封禁测试网段',
      before: openAccess('1'),
      after: saved,
    });
    const bad = await consoleCall(
      t.app,
      consoleSiteAccessSave,
      { access: { ...openAccess('1'), deniedIps: ['300.1.1.1/8'] }, reason: '错误' },
      admin,
    );
    expect(bad.envelope).toMatchObject({ status_code: 6007, message: 'IP 格式不正确：300.1.1.1/8' });
    const finance = await consoleLoginAs(t.app, 'finance', new Date());
    expect(
      (await consoleCall(t.app, consoleSiteAccessSave, { access: openAccess('1'), reason: '越权' }, finance)).envelope
        .status_code,
    ).toBe(8002);
    await save({});
  });
});

describe('the player API applies them', () => {
  it('6033: a denied address or range cannot log in, register or use a session; others can', async () => {
    await save({ deniedIps: ['203.0.113.0/24', '2001:db8::/32'] });
    expect((await from(login, loginBody, { ip: '203.0.113.9' })).status_code).toBe(6033);
    expect((await from(register, {}, { ip: '::ffff:203.0.113.200' })).status_code).toBe(6033);
    expect((await from(getBalance, {}, { ip: '2001:db8::1', token: member })).status_code).toBe(6033);
    expect((await from(navigationList, { position: 'home_banner' }, { ip: '203.0.113.9' })).status_code).toBe(6000);
    expect((await from(getBalance, {}, { ip: '203.0.114.1', token: member })).status_code).toBe(6000);
    await save({});
    expect((await from(getBalance, {}, { ip: '203.0.113.9', token: member })).status_code).toBe(6000);
  });

  it('6031 for a blocked country, 6032 on registration from a warned one; no header, no region rule', async () => {
    await save({ blockedRegions: ['KP'], warnedRegions: ['US'] });
    expect(await from(login, loginBody, { region: 'kp' })).toMatchObject({
      status_code: 6031,
      message: '您所在的地区暂不提供服务',
    });
    expect((await from(getBalance, {}, { region: 'KP', token: member })).status_code).toBe(6031);
    expect(await from(register, {}, { region: 'US' })).toMatchObject({
      status_code: 6032,
      message: '您所在的地区存在访问风险',
    });
    expect((await from(getBalance, {}, { region: 'US', token: member })).status_code).toBe(6000);
    // Without the header the call is not refused by region (a contract check answers instead).
    expect((await from(register, {})).status_code).toBe(6301);
    await save({});
  });

  it('6316 with the operator message while under maintenance; public pages stay open', async () => {
    await save({ maintenance: true, maintenanceMessage: '系统升级中，预计 10:00 恢复' });
    expect(await from(login, loginBody)).toMatchObject({ status_code: 6316, message: '系统升级中，预计 10:00 恢复' });
    expect((await from(getBalance, {}, { token: member })).status_code).toBe(6316);
    expect((await from(navigationList, { position: 'home_banner' })).status_code).toBe(6000);
    await save({});
    expect((await from(getBalance, {}, { token: member })).status_code).toBe(6000);
  });

  it.each([
    ['popup', 6501],
    ['toast', 6502],
    ['inline', 6500],
  ] as const)('suspended with the %s notice: login and registration answer %i', async (notice, code) => {
    await save({ loginSuspended: true, registerSuspended: true, suspendedNotice: notice, suspendedMessage: '' });
    expect(await from(register, {})).toMatchObject({ status_code: code, message: '登录注册功能已暂停' });
    expect((await from(login, loginBody)).status_code).toBe(code);
    // A member already in keeps playing.
    expect((await from(getBalance, {}, { token: member })).status_code).toBe(6000);
  });

  it('suspends registration alone, with the operator message; login stays open', async () => {
    await save({ registerSuspended: true, suspendedNotice: 'popup', suspendedMessage: '暂停注册，请稍后再来' });
    expect(await from(register, {})).toMatchObject({ status_code: 6501, message: '暂停注册，请稍后再来' });
    expect((await from(login, loginBody)).status_code).not.toBe(6501);
    await save({});
    expect((await from(register, {})).status_code).toBe(6301);
  });
});
