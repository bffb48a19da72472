import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createTestClock, type TestClock } from './test-clock';

export interface FreshMember {
  token: string;
  id: number;
  name: string;
}

export interface ProfileTestApp {
  readonly clock: TestClock;
  /** The app of this test file, started in beforeAll. */
  app(): TestApp;
  /** A fresh member with nothing bound, logged in; each test gets its own so the once-only rules do not collide. */
  freshMember(): Promise<FreshMember>;
}

/**
 * The profile tests' app: test mode, no captcha, a test clock, and uploads in a folder of the
 * file's own (removed afterwards) where the tests can look at what was stored. Call it at the top
 * of a test file: it registers the beforeAll and afterAll that start and stop the app.
 */
export function startProfileTestApp(): ProfileTestApp {
  const clock = createTestClock();
  let t: TestApp | undefined;
  let dataDir = '';
  let serial = 0;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'profile-files-'));
    t = await createTestApp({
      testMode: true,
      captchaRequired: false,
      clock: clock.now,
      filesDir: join(dataDir, 'files'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const app = (): TestApp => {
    if (!t) throw new Error('the profile test app starts in beforeAll');
    return t;
  };
  return {
    clock,
    app,
    freshMember: async () => {
      serial += 1;
      const name = `pf${String(serial).padStart(3, '0')}x`;
      await app().db.query(
        `insert into members (username, password_hash, avatar_id, register_site_id, created_at, login_protection)
           select $1, password_hash, null, '1', $2, false from members where username = 'profile01'`,
        [name, clock.now()],
      );
      const id =
        (await app().db.query<{ id: number }>('select id from members where username = $1', [name]))[0]?.id ?? 0;
      return { token: await app().loginAs(name, 'profile1234'), id, name };
    },
  };
}
