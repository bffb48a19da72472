import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test as setup } from '../support/test';
import { loginThroughApi } from '../support/api-login';
import { members, memberState, type MemberName } from '../support/members';
import { isolatedBase, urls } from '../support/ports';

setup.describe.configure({ mode: 'parallel' });

// demo888 logs in through the auth remote's dialog and its captcha, as a player; its state also
// goes to the remote-down suite's own host on another origin (the same local storage, moved there).
setup('log demo888 in through the dialog', async ({ page, shell }) => {
  await shell.open('/');
  await shell.login('demo888', members.demo888);
  const state = await page.context().storageState({ path: memberState('demo888') });
  const moved = {
    ...state,
    origins: state.origins.map((o) =>
      o.origin === urls.site ? { ...o, origin: `http://127.0.0.1:${isolatedBase}` } : o,
    ),
  };
  await writeFile(memberState('demo888', isolatedBase), JSON.stringify(moved));
});

// The others log in through the same API calls the dialog makes (auth.spec covers the dialog): a
// browser and a login through the dialog cost about 5 s of CPU each, 2 minutes for the 24 of them.
// The page signs in from the token and user id in local storage, as after a reload; the check
// below proves it does.
setup('log the other members in through the API', async ({ browser }) => {
  const [first, ...rest] = (Object.keys(members) as MemberName[]).filter((member) => member !== 'demo888');
  if (first === undefined) return;
  const others = [first, ...rest];
  // On a fresh clone nothing has made the state folder yet (storageState({ path }) would).
  await mkdir(dirname(memberState(first)), { recursive: true });
  for (const member of others) {
    const session = await loginThroughApi(member, members[member]);
    if (session === null)
      throw new Error(`${member} needs the slider to log in: give the suite a member without login risk`);
    // The hint a browser that signed in on the site holds: the page server sends it the plain page,
    // not the visitor's prerendered home (host/src/prerender/own-home-cookie.ts).
    const ownHome = { name: 'xy_own_home', value: '1', domain: '127.0.0.1', path: '/', expires: -1 };
    const state = {
      cookies: [{ ...ownHome, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
      origins: [
        {
          origin: urls.site,
          localStorage: [
            { name: 'token', value: session.token },
            { name: 'userId', value: session.userId },
          ],
        },
      ],
    };
    await writeFile(memberState(member), JSON.stringify(state));
  }
  // One saved state opened in a browser: the header names the member, so the page took the session.
  const context = await browser.newContext({ baseURL: urls.site, locale: 'zh-CN', storageState: memberState(first) });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('header-username')).toContainText(first);
  await context.close();
});
