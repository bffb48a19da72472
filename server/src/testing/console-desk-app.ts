import { afterAll, beforeAll } from 'vitest';
import { consoleLoginAs } from './console-calls';
import type { AppOptions } from '../app';
import { createTestApp, type TestApp } from './test-app';

export interface ConsoleDeskApp<N extends string> {
  /** The app, set before the file's first test. */
  t: TestApp;
  /** Each named operator's session token. */
  token: Record<N, string>;
}

/**
 * A console desk's test file's app: the server without the sports feed, with the demo operators
 * `names` logged in before the first test, closed after the last; `options` adds to the app's
 * (a desk's own keys or clock). Read it inside tests only.
 */
export function consoleDeskApp<N extends string>(
  names: readonly N[],
  options: Partial<Omit<AppOptions, 'db'>> = {},
): ConsoleDeskApp<N> {
  const desk = { token: {} } as ConsoleDeskApp<N>;
  beforeAll(async () => {
    desk.t = await createTestApp({ sports: { autoRun: false, feedRate: 0 }, ...options });
    const now = new Date();
    const tokens = await Promise.all(names.map((name) => consoleLoginAs(desk.t.app, name, now)));
    names.forEach((name, i) => (desk.token[name] = tokens[i]!));
  });
  afterAll(async () => {
    await desk.t.close();
  });
  return desk;
}
