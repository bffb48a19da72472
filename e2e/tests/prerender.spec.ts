import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { memberState } from '../support/members';
import { expect, test } from '../support/test';

const FIRST_BANNER = '[data-testid="banner-slide"] img';

/** Keeps what the browser parsed from the HTML, before any script ran: the header and the first banner. */
async function keepParsedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const parsed = window as unknown as { parsedHeader?: Element | null; parsedBanner?: Element | null };
      parsed.parsedHeader = document.querySelector('header');
      parsed.parsedBanner = document.querySelector('[data-testid="banner-slide"] img');
    });
  });
}

/** Console lines of the prerender's own: a part React had to draw afresh, or a page not hydrated at all. */
function watchPrerenderWarnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[prerender]')) lines.push(message.text());
  });
  return lines;
}

test.describe('the home page prerendered by the page server', () => {
  test('carries the header, the navigation, the first banner and the notices in its HTML, and one inline script', async ({
    page,
  }) => {
    const response = await page.request.get('/');
    const html = await response.text();
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['vary']).toContain('cookie');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('aria-label="主导航"');
    expect(html).toMatch(/<img src="[^"]+" alt="[^"]+"/);
    expect(html).toContain('data-testid="notice-strip"');
    expect(html).toMatch(/<style data-styled="true"/);
    // The first banner, the largest paint, is asked for at once and before the others.
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/);
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="prerendered-home">');
    // The site's Content-Security-Policy refuses inline scripts but the keeper of early presses,
    // which it admits by its hash.
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('__xyEarlyClicks');
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(response.headers()['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}' 'report-sample'`,
    );
  });

  test('shows the shell and the banner with scripts off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('site-name')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '体育' })).toBeVisible();
    await expect(page.getByTestId('header-login')).toBeVisible();
    const banner = page.locator(FIRST_BANNER).first();
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('notice-strip')).toBeVisible();
    await context.close();
  });

  test('is taken over as it stands: the same elements, nothing drawn afresh, and the page answers', async ({
    page,
    shell,
  }) => {
    const warnings = watchPrerenderWarnings(page);
    await keepParsedNodes(page);
    await shell.open('/');
    // The footer's trace id is this page load's: the shared HTML has none, the live page fills it in.
    await expect(page.getByTestId('page-trace-id')).toContainText('问题编号');
    const kept = await page.evaluate(() => {
      const parsed = window as unknown as { parsedHeader?: Element | null; parsedBanner?: Element | null };
      return {
        header: Boolean(parsed.parsedHeader) && parsed.parsedHeader === document.querySelector('header'),
        banner:
          Boolean(parsed.parsedBanner) &&
          parsed.parsedBanner === document.querySelector('[data-testid="banner-slide"] img'),
      };
    });
    expect(kept).toEqual({ header: true, banner: true });
    expect(warnings).toEqual([]);
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('dialog', { name: '登录与注册' })).toBeVisible();
  });

  test('a press on 登录 before the script is live opens the dialog once it is; the policy runs its keeper', async ({
    page,
  }) => {
    // Inline scripts the policy refused (a seeded hostile notice's handler is refused too, rightly).
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/inline script/i.test(message.text())) refused.push(message.text());
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The load event waits for the held script: the page is only committed.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('header-login').click();
    await page.getByTestId('header-login').click();
    await expect(page.locator('html[data-app-live]')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: '登录与注册' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(refused).toEqual([]);
  });

  test('a browser that stored another language draws its own page over the HTML', async ({ page, shell }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'zh-TW'));
    const warnings = watchPrerenderWarnings(page);
    await shell.open('/');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '體育' })).toBeVisible();
    await expect(page.getByRole('group', { name: '語言' }).getByRole('button', { name: '繁體' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(warnings).toEqual([]);
    // From now on the page server sends this browser the plain page.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'xy_own_home')?.value).toBe('1');
    const again = await page.request.get('/');
    expect(await again.text()).not.toContain('prerendered-home');
  });

  test.describe('a member', () => {
    test.use({ storageState: memberState('demo888') });

    test('gets the plain page and their own header, never the visitor’s HTML', async ({ page, shell }) => {
      const response = await page.request.get('/');
      expect(await response.text()).not.toContain('prerendered-home');
      await shell.openAsMember('demo888');
      await expect(page.getByTestId('header-login')).toHaveCount(0);
    });
  });
});
