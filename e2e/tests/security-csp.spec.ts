import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { e2ePorts, urls } from '../support/ports';
import { SportsBook } from '../support/sports-book';
import { expect, test } from '../support/test';

/** The response headers of a bare GET. */
function headersOf(url: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every Content-Security-Policy violation the page reports, from the moment the document starts:
 * the browser fires 'securitypolicyviolation' for each blocked script, style, frame or call. One is expected and left out: the seeded hostile notice's
 * onerror handler (server/src/db/seed/notices.ts), which the sanitiser drops and the policy blocks
 * already while the HTML is parsed; `blockedAttack` says whether it was seen (and never ran).
 */
const SEEDED_ATTACK = 'window.__noticeXss';
const VIOLATION = 'Content Security Policy violation:';

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The listener below speaks for every violation (the browser's own log line repeats one without its sample).
    if (message.type() === 'error' && text.startsWith(VIOLATION) && !text.includes(SEEDED_ATTACK))
      violations.push(text);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI} "${event.sample}" at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return violations;
}

const casino = `http://127.0.0.1:${e2ePorts.casino}`;

test.describe('security headers of the static servers', () => {
  test('pages carry a strict policy naming the brand origins; scripts and manifests keep CORS, pages do not', async () => {
    const page = await headersOf(`${urls.site}/`);
    const policy = String(page['content-security-policy']);
    const inlineScript = /'sha256-[A-Za-z0-9+/]+=*'/.exec(policy)?.[0];
    expect(inlineScript).toBeDefined();
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe(
      // The page's one inline script, by its hash (prerender.spec reads it from the page); the API's
      // origin serves the remote registry's versions.
      `script-src 'self' ${inlineScript} 'report-sample' ${Array.from({ length: 7 }, (_, i) => `http://127.0.0.1:${18081 + i}`).join(' ')} ${urls.api}`,
    );
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('script-src')).not.toContain('unsafe-eval');
    expect(directive('connect-src')).toContain(urls.api);
    expect(directive('connect-src')).toContain(`ws://127.0.0.1:${e2ePorts.api}`);
    expect(directive('frame-src')).toContain(urls.api);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(page['x-content-type-options']).toBe('nosniff');
    expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page['access-control-allow-origin']).toBeUndefined();

    // A client route answered by the SPA fallback is a page too.
    expect(String((await headersOf(`${urls.site}/game/realbet`))['content-security-policy'])).toBe(policy);

    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const headers = await headersOf(`${casino}/${file}`);
      expect(headers['access-control-allow-origin']).toBe('*');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect((await headersOf(`${urls.site}/no-such-file.js`))['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  test('the home page runs under the policy without a single violation', async ({ page, shell }) => {
    const violations = watchViolations(page);
    await shell.open('/');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => (window as { __noticeXss?: boolean }).__noticeXss)).toBeUndefined();
  });

  asMember('casino02', () => {
    test('the sports book, a game launch and the wallet run under the policy without a violation', async ({
      page,
      shell,
    }) => {
      const violations = watchViolations(page);
      await shell.openAsMember('casino02', '/game/sport');
      await expect(page.getByTestId('sports-venue-card').first()).toBeVisible();
      await new SportsBook(page).open();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);

      // A game launch framed in the site: the game page comes from the API's origin.
      await shell.open('/game/realbet');
      await page.getByTestId('venue-card').filter({ hasText: 'AG真人' }).getByRole('button', { name: /进入/ }).click();
      await expect(page).toHaveURL(/\/game\/agzr\?url=/);
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('lobby-uid')).toHaveText(/^\d+$/);
      expect(violations).toEqual([]);

      await shell.open('/mine/savemoney');
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });

    test('a game address this tab did not launch is refused in Chinese, never framed', async ({ page, shell }) => {
      await shell.openAsMember(
        'casino02',
        `/game/agzr?url=${encodeURIComponent('https://phish.example.com/login')}&title=${encodeURIComponent('百家乐')}`,
      );
      await expect(page.getByTestId('game-refused')).toContainText('已拒绝打开该游戏页面');
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
    });
  });
});
