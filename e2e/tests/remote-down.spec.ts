import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { brandFor, remoteKeys, serveApp, type AppKey, type Ports, type StaticServer } from '../support/deployment';
import { asMember } from '../support/members';
import { e2ePorts, isolatedBase } from '../support/ports';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';
import { ShellPage } from '../support/shell-page';

/** A private host + remotes (sharing the run's API) so this suite may stop and start a remote. */
const ports: Ports = deploymentPorts(e2ePorts.api, isolatedBase);
const site = `http://127.0.0.1:${ports.host}`;
const brand = brandFor('default', ports);

interface Case {
  remote: Exclude<AppKey, 'host'>;
  area: string;
  /** Brings the page to where the dead remote's area is. */
  reach: (shell: ShellPage) => Promise<void>;
  /** What the recovered area shows. */
  recovered: (page: Page) => ReturnType<Page['locator']>;
  /** Another area that must keep working meanwhile. */
  elsewhere: (shell: ShellPage) => Promise<void>;
  /** Starts as the demo member (the setup project's saved state, moved to this host's origin). */
  member?: true;
}

const casinoWorks = async (shell: ShellPage) => {
  await shell.navLink('realbet').click();
  await expect(shell.page.getByTestId('venue-card').first()).toBeVisible();
};
const sportsWorks = async (shell: ShellPage) => {
  await shell.navLink('sport').click();
  await expect(shell.page.getByTestId('sports-venue-card').first()).toBeVisible();
};

const cases: Case[] = [
  {
    remote: 'auth',
    area: '登录模块',
    reach: (shell) => shell.page.getByTestId('header-login').click(),
    recovered: (page) => page.getByRole('dialog').getByLabel('用户名'),
    elsewhere: casinoWorks,
  },
  {
    remote: 'sports',
    area: '体育模块',
    reach: (shell) => shell.navLink('sport').click(),
    recovered: (page) => page.getByTestId('sports-venue-card').first(),
    elsewhere: casinoWorks,
  },
  {
    remote: 'casino',
    area: '游戏模块',
    reach: (shell) => shell.navLink('realbet').click(),
    recovered: (page) => page.getByTestId('venue-card').first(),
    elsewhere: sportsWorks,
  },
  {
    remote: 'wallet',
    area: '钱包模块',
    // The header's balance is the shell's own; its 转账 shortcut opens the wallet's page.
    reach: async (shell) => {
      await shell.ensureLoggedIn();
      await expect(shell.page.getByTestId('center-wallet-balance')).toBeVisible();
      await shell.page.getByTestId('balance-shortcut-transferMoney').click();
    },
    recovered: (page) => page.getByTestId('transfer-centre-balance'),
    elsewhere: casinoWorks,
    member: true,
  },
  {
    remote: 'promotions',
    area: '优惠模块',
    reach: (shell) => shell.navLink('discount').click(),
    recovered: (page) => page.getByTestId('discount-card').first(),
    elsewhere: sportsWorks,
  },
  {
    remote: 'account',
    area: '会员中心',
    reach: async (shell) => {
      await shell.ensureLoggedIn();
      await shell.page.getByRole('link', { name: /会员中心/ }).click();
    },
    recovered: (page) => page.getByTestId('mine-username'),
    elsewhere: casinoWorks,
    member: true,
  },
  {
    remote: 'chat',
    area: '客服模块',
    // A visitor's page loads the chat remote on a press of the host's 在线客服 button.
    reach: async (shell) => {
      await shell.page.locator('header').getByRole('button', { name: '在线客服' }).click();
    },
    // Back, the remote honours the press that loaded it: its warning is open.
    recovered: (page) => page.getByRole('dialog', { name: '温馨提示' }),
    elsewhere: sportsWorks,
  },
];

test.describe('a remote that does not load', () => {
  test.describe.configure({ mode: 'serial' });

  for (const c of cases) {
    const declare = () =>
      test(`${c.remote} down: its area offers a retry, the rest works, and it recovers`, async ({ page }) => {
        const servers: Partial<Record<AppKey, StaticServer>> = {};
        try {
          servers.host = await serveApp('host', ports, () => brand);
          for (const remote of remoteKeys)
            if (remote !== c.remote) servers[remote] = await serveApp(remote, ports, () => brand);

          const shell = new ShellPage(page);
          await page.goto(site + '/');
          await expect(shell.siteName).toHaveText('星耀体育');
          await c.reach(shell);
          const panel = shell.remoteError(c.remote);
          await expect(panel).toContainText(`${c.area}暂时无法加载`);

          // Leave the area (a failed dialog closes with Escape) and use another vertical meanwhile.
          await page.keyboard.press('Escape');
          await c.elsewhere(shell);
          await page.goto(site + '/');
          await c.reach(shell);
          await expect(panel).toBeVisible();

          servers[c.remote] = await serveApp(c.remote, ports, () => brand);
          await panel.getByRole('button', { name: '重试' }).click();
          await expect(c.recovered(page)).toBeVisible();
          await expect(panel).toHaveCount(0);
        } finally {
          await Promise.all(Object.values(servers).map((s) => s.close()));
        }
      });
    if (c.member) asMember('demo888', declare, isolatedBase);
    else declare();
  }
});
