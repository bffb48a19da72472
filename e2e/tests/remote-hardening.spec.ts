import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { brandFor, serveApp, type Ports, type StaticServer } from '../support/deployment';
import { failRemoteManifest } from '../support/failing-remote';
import { e2ePorts } from '../support/ports';
import {
  buildSkewedRemote,
  copyOfBuild,
  fixturePorts,
  serveRemoteFrom,
  withBrokenChunk,
  withBrokenEntry,
  type RemoteEvent,
} from '../support/remote-fixtures';
import type { ShellPage } from '../support/shell-page';

/**
 * A broken, a skewed and a last-known-good remote (docs/decisions/0004-hardening.md) against the
 * production builds: the promotions remote is served from a fixture folder (broken, skewed or
 * intact) on a port of its own, under the unchanged host build; every other remote is the run's
 * deployment. The test fixture fails any test that leaves an uncaught error in the page.
 */
const ports: Ports = { ...e2ePorts, host: fixturePorts.host, promotions: fixturePorts.remote };
const site = `http://127.0.0.1:${ports.host}`;
const brandJson = JSON.stringify(brandFor('default', ports));

async function serve(fixture: string): Promise<StaticServer[]> {
  return [
    await serveApp('host', ports, () => JSON.parse(brandJson) as unknown),
    await serveRemoteFrom('promotions', fixture, ports, () => brandJson),
  ];
}

const events = (page: Page) =>
  page.evaluate(
    () =>
      ((globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown[] }).__PLATFORM_REMOTE_EVENTS__ ?? []) as RemoteEvent[],
  );

/** How many of each of the page's one-per-page instances registered themselves (shared/diagnostics). */
const instanceCounts = (page: Page) =>
  page.evaluate(() => {
    const registry = (globalThis as unknown as { __PLATFORM_INSTANCES__: Record<string, unknown[]> })
      .__PLATFORM_INSTANCES__;
    return Object.fromEntries(
      ['react', 'jotai-store', 'bus', 'api', 'i18n'].map((kind) => [kind, registry[kind]?.length ?? 0]),
    );
  });

/**
 * The federation share scope: the version of each shared name `remote` used. Only the host offers
 * 1.0.0 of the shared entries first (it registers before any remote, and a loaded-first entry is
 * never replaced); only the skewed remote offers its own version.
 */
const sharesUsedBy = (page: Page, remote: string) =>
  page.evaluate((consumer) => {
    interface Instance {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, { useIn?: string[] }>>>;
    }
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host');
    const used: Record<string, string[]> = {};
    for (const [name, versions] of Object.entries(host?.shareScopeMap.default ?? {})) {
      for (const [version, share] of Object.entries(versions)) {
        if (share.useIn?.includes(consumer)) (used[name] ??= []).push(version);
      }
    }
    return used;
  }, remote);

/**
 * The built remote's scripts, apart from its fallbacks for the shared singletons (mf-manifest.json),
 * that hold a stateful module: the store, bus, api client and i18n instance each register by kind.
 * Its exposed code and the pure entries it bundles (the contract, the formatters) must reach them
 * through the host's singletons only.
 */
function statefulCodeOutsideSingletons(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; singleton: boolean; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  // The pure entries are not shared: the remote bundles them with its own code.
  const pure = manifest.shared.filter((entry) => entry.name.startsWith('shared/') && !entry.singleton);
  expect(pure.map((entry) => entry.name)).toEqual([]);
  const fallbacks = new Set(manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && !fallbacks.has(file))
    .flatMap((file) => {
      const found = /\("(i18n|bus|jotai-store|api)",/.exec(readFileSync(join(dir, file), 'utf8'));
      return found ? [`${file} registers ${found[1]}`] : [];
    });
}

async function sportsStillWorks(shell: ShellPage) {
  await shell.navLink('sport').click();
  await expect(shell.page.getByTestId('sports-venue-card').first()).toBeVisible();
}

test.describe('remote hardening', () => {
  test.describe.configure({ mode: 'serial' });

  for (const broken of ['entry', 'chunk'] as const) {
    test(`a promotions ${broken} with a syntax error: retry panel, the error caught and reported, never thrown`, async ({
      page,
      shell,
    }) => {
      const fixture = copyOfBuild('promotions');
      const file = broken === 'entry' ? withBrokenEntry(fixture) : withBrokenChunk(fixture, 'DiscountPage');
      const servers = await serve(fixture);
      try {
        await page.goto(site + '/');
        await expect(shell.siteName).toHaveText('星耀体育');
        await shell.navLink('discount').click();
        await expect(shell.remoteError('promotions')).toContainText('优惠模块暂时无法加载');
        await expect
          .poll(async () =>
            (await events(page))
              .filter((e) => e.kind === 'script-error')
              .map((e) => [e.remote, e.url.split('/').pop()]),
          )
          .toContainEqual(['mf_promotions', file]);
        await sportsStillWorks(shell);
        // The retry meets the same broken script: again a panel, again no uncaught error.
        await shell.navLink('discount').click();
        await shell.remoteError('promotions').getByRole('button', { name: '重试' }).click();
        await expect(shell.remoteError('promotions')).toBeVisible();
      } finally {
        await Promise.all(servers.map((s) => s.close()));
        rmSync(fixture, { recursive: true, force: true });
      }
    });
  }

  test('a failing manifest: the remote renders from the last known good version, and the diagnostics name it', async ({
    page,
    shell,
  }) => {
    const fixture = copyOfBuild('promotions');
    const servers = await serve(fixture);
    try {
      await page.goto(site + '/');
      await shell.navLink('discount').click();
      await expect(page.getByTestId('discount-card').first()).toBeVisible();

      const refused = await failRemoteManifest(page, 'promotions', ports);
      await page.reload();
      await shell.navLink('discount').click();
      await expect(page.getByTestId('discount-card').first()).toBeVisible();
      await expect(shell.remoteError('promotions')).toHaveCount(0);
      expect(refused()).toBeGreaterThan(0);
      const used = (await events(page)).filter((e) => e.kind === 'last-known-good');
      expect(used).toHaveLength(1);
      expect(used[0]).toMatchObject({
        remote: 'mf_promotions',
        url: `http://127.0.0.1:${ports.promotions}/mf-manifest.json`,
      });
      expect(used[0]?.hash).toMatch(/^[0-9a-f]{8}$/);
      expect(used[0]?.detail).toContain('HTTP 500');
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  test('a failing manifest with nothing kept in this browser: the retry panel, no uncaught error', async ({
    page,
    shell,
  }) => {
    const fixture = copyOfBuild('promotions');
    const servers = await serve(fixture);
    try {
      await failRemoteManifest(page, 'promotions', ports);
      await page.goto(site + '/');
      await shell.navLink('discount').click();
      await expect(shell.remoteError('promotions')).toContainText('优惠模块暂时无法加载');
      expect((await events(page)).filter((e) => e.kind === 'last-known-good')).toEqual([]);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  test('a promotions remote built against a newer minor shared runs: the host’s singletons, its own pure modules', async ({
    page,
    shell,
  }) => {
    test.setTimeout(240_000);
    const fixture = await buildSkewedRemote('promotions', '1.1.0');
    // Its own code and its copies of the pure entries hold none of the page's instances.
    expect(statefulCodeOutsideSingletons(fixture)).toEqual([]);
    const servers = await serve(fixture);
    try {
      await page.goto(site + '/');
      await shell.navLink('discount').click();
      await expect(page.getByTestId('discount-card').first()).toBeVisible();
      await expect(shell.remoteError('promotions')).toHaveCount(0);
      expect((await events(page)).filter((e) => e.kind === 'incompatible')).toEqual([]);
      // It works: a category filters, and the host's language switch re-renders it (one i18n).
      await page.getByRole('tab', { name: '体育' }).click();
      await expect(page.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: '繁體' }).click();
      await expect(page.getByRole('tab', { name: '體育' })).toHaveAttribute('aria-selected', 'true');
      await expect(shell.navLink('home')).toHaveText('首頁');
      await page.getByRole('button', { name: '简体' }).click();
      await expect(page.getByRole('tab', { name: '体育' })).toBeVisible();
      expect(await instanceCounts(page)).toEqual({ react: 1, 'jotai-store': 1, bus: 1, api: 1, i18n: 1 });
      // The share scope: the host's copy (1.0.0) of each stateful entry; the pure ones are its own, unshared.
      const used = await sharesUsedBy(page, 'mf_promotions');
      for (const entry of ['shared/state', 'shared/bus', 'shared/i18n', 'shared/api', 'shared/router'])
        expect(used[entry], entry).toEqual(['1.0.0']);
      for (const entry of ['shared/format', 'shared/contract', 'shared/routes', 'shared/ui'])
        expect(used[entry], entry).toBeUndefined();
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      rmSync(fixture, { recursive: true, force: true });
    }
  });

  test('a promotions remote built against a newer shared, under the unchanged host: its panel says so, the page works', async ({
    page,
    shell,
  }) => {
    test.setTimeout(240_000);
    const fixture = await buildSkewedRemote('promotions', '2.0.0');
    const servers = await serve(fixture);
    try {
      await page.goto(site + '/');
      await expect(shell.siteName).toHaveText('星耀体育');
      await shell.navLink('discount').click();
      const panel = shell.remoteError('promotions');
      await expect(panel).toContainText('优惠模块版本与主站不兼容');
      await expect(panel).toContainText('此模块版本与主站不兼容，请刷新页面或稍后再试');
      await expect(panel).toHaveAttribute('data-remote-error-reason', 'incompatible');
      const seen = (await events(page)).filter((e) => e.kind === 'incompatible');
      expect(seen[0]).toMatchObject({ remote: 'mf_promotions' });
      expect(seen[0]?.detail).toContain('^2.0.0');
      await sportsStillWorks(shell);
      // The host's own singletons were not replaced by the skewed remote's copies.
      expect(await instanceCounts(page)).toEqual({ react: 1, 'jotai-store': 1, bus: 1, api: 1, i18n: 1 });
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      rmSync(fixture, { recursive: true, force: true });
    }
  });
});
