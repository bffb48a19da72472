import type { Page } from '@playwright/test';
import { fetchedBeforeLoad } from '../support/before-load';
import { memberState } from '../support/members';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/** Every request the page makes to a remote's server (manifest, entry, chunks), by remote. */
function watchRemotes(page: Page): Map<string, string[]> {
  const remotes = new Map(
    Object.entries(e2ePorts)
      .filter(([name]) => name !== 'api' && name !== 'host')
      .map(([name, port]) => [String(port), name]),
  );
  const seen = new Map<string, string[]>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const remote = remotes.get(url.port);
    if (url.hostname === '127.0.0.1' && remote !== undefined)
      seen.set(remote, [...(seen.get(remote) ?? []), url.pathname]);
  });
  return seen;
}

/** Any remote's server (every port of the deployment but the host's and the API's). */
const remoteServers = new RegExp(
  `^http://127\\.0\\.0\\.1:(${Object.entries(e2ePorts)
    .filter(([name]) => name !== 'api' && name !== 'host')
    .map(([, port]) => port)
    .join('|')})/`,
);

// A member's home is the shell's own (docs/decisions/0003-first-page-budget.md); the remotes come
// with the pages and presses that need them.
test.describe('a member’s first page', () => {
  test.use({ storageState: memberState('demo888') });

  test('shows the balance and 在线客服 without loading any remote; the chat comes on intent', async ({
    page,
    shell,
  }) => {
    const remotes = watchRemotes(page);
    await shell.openAsMember('demo888');
    await expect(page.getByTestId('center-wallet-balance')).toHaveText(/^\d+\.\d{2}$/);
    await expect(page.getByTestId('balance-shortcut-transferMoney')).toBeVisible();
    const service = page.locator('header').getByRole('button', { name: '在线客服' });
    await expect(service).toBeVisible();
    await page.waitForLoadState('networkidle');
    // No remote before the page has loaded; after it, only the first vertical's, prefetched when idle.
    expect(await fetchedBeforeLoad(page, remoteServers)).toEqual([]);
    expect([...remotes.keys()].filter((remote) => remote !== 'sports')).toEqual([]);

    await service.hover();
    await expect.poll(() => remotes.has('chat')).toBe(true);
    expect([...remotes.keys()].filter((remote) => remote !== 'sports')).toEqual(['chat']);
  });

  test('after the support window was open on this device, the chat remote starts with the page', async ({
    page,
    shell,
  }) => {
    const remotes = watchRemotes(page);
    await page.addInitScript(() => localStorage.setItem('chatSupportAt', String(Date.now())));
    await shell.openAsMember('demo888');
    await expect.poll(() => remotes.has('chat')).toBe(true);
    expect(remotes.has('wallet')).toBe(false);
  });
});
