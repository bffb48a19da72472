import type { Locator, Page } from '@playwright/test';
import { asMember } from '../support/members';
import { settle } from '../support/settle';
import { urls } from '../support/ports';
import type { ShellPage } from '../support/shell-page';
import { test, expect } from '../support/test';

/** Where a player can go from what is on the page: every link, and every button that names its target. */
interface Target {
  href: string;
  /** Where it was seen, for the failure message: the page and the element's text. */
  seen: string;
}

const TARGETS = 'a[href], [data-href]';

async function targetsIn(scope: Locator | Page, where: string): Promise<Target[]> {
  const found = await scope.locator(TARGETS).evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute('data-href') ?? element.getAttribute('href') ?? '',
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30),
    })),
  );
  return found.map(({ href, text }) => ({ href, seen: `${where} «${text}»` }));
}

/** The page's own links and buttons resolved against the site: only this site's are ours to follow. */
function internalUrls(targets: readonly Target[], site: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const { href, seen } of targets) {
    const url = new URL(href, site);
    if (url.origin !== site) continue;
    const address = url.origin + url.pathname + url.search;
    if (!found.has(address)) found.set(address, seen);
  }
  return found;
}

/** Home: header, navigation, banners, notices (the list dialog), game entries, hot matches, sponsors, footer. */
async function homeTargets(page: Page, shell: ShellPage, site = urls.site): Promise<Target[]> {
  await shell.open(site + '/');
  await expect(page.getByTestId('banner-slide').first()).toBeAttached();
  await expect(page.getByTestId('notice-open')).toBeVisible();
  await settle(page);
  const onPage = await targetsIn(page, '首页');
  await page.getByTestId('notice-open').click();
  const notices = page.getByTestId('notice-list');
  await expect(notices).toBeVisible();
  const inNotices = await targetsIn(notices, '首页公告');
  await page.keyboard.press('Escape');
  return [...onPage, ...inNotices];
}

/** The member centre: its menu, the overview's shortcuts, and the shell around it. */
async function memberCentreTargets(page: Page): Promise<Target[]> {
  await page
    .getByRole('link', { name: /会员中心/ })
    .first()
    .click();
  await expect(page.getByTestId('mine-username')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '会员中心菜单' })).toBeVisible();
  await settle(page);
  return targetsIn(page, '会员中心');
}

/** Resolves once no request has been in flight for `quietMs` (at most 15 s): the in-app twin of networkidle. */
async function networkQuiet(page: Page, start: () => Promise<void>, quietMs = 300): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const began = (): void => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (): void => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await start();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', began);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Follows every target inside the running app, as a click on a link does (history, then the
 * router), instead of reloading the site for each; resolves to those that showed the not-found page.
 * Opening each route from a fresh load is shell-routes.spec's job.
 */
async function deadEnds(page: Page, targets: Map<string, string>): Promise<string[]> {
  const dead: string[] = [];
  for (const [address, seen] of targets) {
    await networkQuiet(page, () =>
      page.evaluate((url) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, address),
    );
    await settle(page);
    if ((await page.getByTestId('not-found').count()) > 0) dead.push(`${new URL(address).pathname} (from ${seen})`);
  }
  return dead;
}

test.describe('no dead ends', () => {
  test('a visitor’s links and buttons on the home page all lead to working pages', async ({ page, shell }) => {
    test.slow();
    const targets = internalUrls(await homeTargets(page, shell), urls.site);
    console.log(`[dead-ends] visitor: ${targets.size} targets checked`);
    expect(targets.size).toBeGreaterThan(5);
    // The check itself can fail: an address no route takes shows the not-found page in-app too.
    expect(await deadEnds(page, new Map([[`${urls.site}/no-such-page`, 'self-check']]))).toHaveLength(1);
    expect(await deadEnds(page, targets), 'links that lead to not-found').toEqual([]);
  });

  test('a visitor of the lite brand (no sports, no chat, deposits off) meets no dead end either', async ({
    page,
    shell,
  }) => {
    test.slow();
    const targets = internalUrls(await homeTargets(page, shell, urls.lite), urls.lite);
    console.log(`[dead-ends] lite visitor: ${targets.size} targets checked`);
    expect(await deadEnds(page, targets), 'links that lead to not-found').toEqual([]);
  });

  asMember('demo888', () => {
    test('a member’s links and buttons on the home page and in the member centre all lead to working pages', async ({
      page,
      shell,
    }) => {
      test.slow();
      const targets = await homeTargets(page, shell);
      await expect(page.getByTestId('header-username')).toContainText('demo888');
      targets.push(...(await memberCentreTargets(page)));
      const found = internalUrls(targets, urls.site);
      console.log(`[dead-ends] member: ${found.size} targets checked`);
      expect(found.has(`${urls.site}/mine`)).toBe(true);
      expect(await deadEnds(page, found), 'links that lead to not-found').toEqual([]);
    });
  });
});
