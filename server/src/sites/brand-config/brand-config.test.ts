import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { liveBrandOf, type BrandConfigInput } from 'shared/config';
import { siteBrandConfig } from 'shared/contract';
import {
  consoleAuditLog,
  consoleBrandConfigHistory,
  consoleBrandConfigRollback,
  consoleBrandConfigSave,
  consoleBrandConfigs,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { consoleDeskApp } from '../../testing/console-desk-app';

const desk = consoleDeskApp(['admin', 'release']);

const brandFile = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../host/brands/${name}.json`, import.meta.url), 'utf8'),
  ) as BrandConfigInput;

describe('品牌配置 (console, admin and release)', () => {
  it('starts from the live part of each brand file, which the host reads for its site', async () => {
    const { sites } = await consoleOk(desk.t.app, consoleBrandConfigs, {}, desk.token.release);
    const seeded = Object.fromEntries(sites.map((site) => [site.siteId, site.current?.config]));
    expect(seeded).toEqual({
      '1': liveBrandOf(brandFile('default')),
      '2': liveBrandOf(brandFile('lite')),
      '3': liveBrandOf(brandFile('pro')),
      '4': liveBrandOf(brandFile('default')),
    });
    const served = await desk.t.ok(siteBrandConfig, {}, { siteId: '2' });
    expect(served).toEqual({ version: 1, config: seeded['2'] });
  });

  it('saves a new version with its audit row, refuses a wrong field by name and a stale base, and rolls back', async () => {
    const [first] = (await consoleOk(desk.t.app, consoleBrandConfigHistory, { siteId: '3' }, desk.token.admin))
      .versions;
    const config = { ...(first?.config as object), siteName: '星耀专业版·新', flags: { depositEnabled: false } };
    const saved = await consoleOk(
      desk.t.app,
      consoleBrandConfigSave,
      { siteId: '3', baseVersion: 1, config, reason: '改名与关闭充值' },
      desk.token.release,
    );
    expect(saved).toMatchObject({ version: 2, createdBy: 'release', reason: '改名与关闭充值', restoredFrom: null });
    expect(await desk.t.ok(siteBrandConfig, {}, { siteId: '3' })).toMatchObject({
      version: 2,
      config: { siteName: '星耀专业版·新', flags: { depositEnabled: false } },
    });
    const [row] = (
      await consoleOk(
        desk.t.app,
        consoleAuditLog,
        { pageNum: 1, pageSize: 5, action: 'brand_config.save' },
        desk.token.admin,
      )
    ).list;
    expect(row).toMatchObject({ operatorName: 'release', target: 'brand:3:2', reason: '改名与关闭充值' });
    expect(row?.after).toMatchObject({ siteName: '星耀专业版·新' });

    const bad = await consoleCall(
      desk.t.app,
      consoleBrandConfigSave,
      { siteId: '3', baseVersion: 2, config: { ...config, flags: { depositEnabled: 'yes' } }, reason: '错误' },
      desk.token.admin,
    );
    expect(bad.envelope.status_code).toBe(8100);
    expect(bad.envelope.message).toContain('flags.depositEnabled');
    const stale = await consoleCall(
      desk.t.app,
      consoleBrandConfigSave,
      { siteId: '3', baseVersion: 1, config, reason: '旧版本上修改' },
      desk.token.admin,
    );
    expect(stale.envelope.status_code).toBe(8101);

    const restored = await consoleOk(
      desk.t.app,
      consoleBrandConfigRollback,
      { siteId: '3', version: 1, reason: '恢复原配置' },
      desk.token.admin,
    );
    expect(restored).toMatchObject({ version: 3, restoredFrom: 1, createdBy: 'admin' });
    expect((await desk.t.ok(siteBrandConfig, {}, { siteId: '3' })).config).toEqual(first?.config);
    const history = (await consoleOk(desk.t.app, consoleBrandConfigHistory, { siteId: '3' }, desk.token.admin))
      .versions;
    expect(history.map((version) => version.version)).toEqual([3, 2, 1]);
    const [rollback] = (
      await consoleOk(
        desk.t.app,
        consoleAuditLog,
        { pageNum: 1, pageSize: 5, action: 'brand_config.rollback' },
        desk.token.admin,
      )
    ).list;
    expect(rollback).toMatchObject({ operatorName: 'admin', target: 'brand:3:3', reason: '恢复原配置' });
  });

  it('refuses other roles, a member token, an unknown brand and an unknown version', async () => {
    const save = { siteId: '1', baseVersion: 1, config: {}, reason: '越权修改' };
    for (const name of ['finance', 'support', 'moderator'] as const) {
      const token = await consoleLoginAs(desk.t.app, name, new Date());
      expect((await consoleCall(desk.t.app, consoleBrandConfigSave, save, token)).envelope.status_code).toBe(8002);
      expect((await consoleCall(desk.t.app, consoleBrandConfigs, {}, token)).envelope.status_code).toBe(8002);
    }
    const member = await desk.t.loginAs('demo888', 'demo1234');
    expect((await consoleCall(desk.t.app, consoleBrandConfigSave, save, member)).envelope.status_code).toBe(8001);
    const config = (await desk.t.ok(siteBrandConfig, {}, { siteId: '1' })).config;
    expect(
      (await consoleCall(desk.t.app, consoleBrandConfigSave, { ...save, siteId: '404', config }, desk.token.admin))
        .envelope.status_code,
    ).toBe(6004);
    expect(
      (
        await consoleCall(
          desk.t.app,
          consoleBrandConfigRollback,
          { siteId: '1', version: 99, reason: '回滚' },
          desk.token.admin,
        )
      ).envelope.status_code,
    ).toBe(6004);
  });
});
