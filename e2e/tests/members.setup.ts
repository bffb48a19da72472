import { writeFile } from 'node:fs/promises';
import { test as setup } from '../support/test';
import { members, memberState, type MemberName } from '../support/members';
import { isolatedBase, urls } from '../support/ports';

// Each member logs in once per run, through the auth remote's dialog and its captcha, as a player.
setup.describe.configure({ mode: 'parallel' });

for (const member of Object.keys(members) as MemberName[]) {
  setup(`log ${member} in`, async ({ page, shell }) => {
    await shell.open('/');
    await shell.login(member, members[member]);
    const state = await page.context().storageState({ path: memberState(member) });
    if (member !== 'demo888') return;
    // The remote-down suite serves its own host on another origin: the same local storage, moved there.
    const moved = { ...state, origins: state.origins.map((o) => (o.origin === urls.site ? { ...o, origin: `http://127.0.0.1:${isolatedBase}` } : o)) };
    await writeFile(memberState(member, isolatedBase), JSON.stringify(moved));
  });
}
