import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { login, type Endpoint, type RequestOf, type ResponseOf } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { buildApp, type AppOptions } from '../app';
import { prepareDatabase } from '../db/prepare';
import type { ApiEnvelope } from '../http/pipeline';
import { solveCaptchaFor } from './captcha-solver';
import { signedHeaders } from './signed-request';
import type { CallOptions, TestApp } from './test-calls';
import { openTestDatabase } from './test-database';

export type { CallOptions, CallResult, TestApp } from './test-calls';

/**
 * Suites log in dozens of times a minute from 127.0.0.1; the limiter has its own tests, which pass
 * loginAttemptsPerMinute explicitly.
 */
const TEST_LOGIN_RATE = 10_000;

/**
 * Every socket of a suite comes from 127.0.0.1 and the seeded members are logged in on many at once;
 * the caps have their own tests (chat-limits), which pass them explicitly.
 */
const TEST_CHAT_CAPS = { socketsPerAddress: 1_000, socketsPerPerson: 100 };

/** The real app on a fresh test database (testing/test-database), migrated and seeded. */
export async function createTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const clock = options.clock ?? (() => new Date());
  const { db, seeded, dispose } = await openTestDatabase({ seededAt: clock() });
  if (!seeded) await prepareDatabase(db, clock());
  // Uploads of a test go to a folder of its own, never into the developer's data folder.
  const filesDir = options.filesDir ?? (await mkdtemp(join(tmpdir(), 'platform-files-')));
  const app = await buildApp({
    loginAttemptsPerMinute: TEST_LOGIN_RATE,
    ...options,
    chat: { ...TEST_CHAT_CAPS, ...options.chat },
    filesDir,
    db,
  });

  const call: TestApp['call'] = async (endpoint, body, callOptions = {}) => {
    const text = JSON.stringify(body);
    const { remoteAddress, forwardedFor, ...signOptions } = callOptions;
    // Signed like a browser: with the wall clock, whatever the app's (test) clock says.
    const timestamp = signOptions.timestamp === undefined ? Date.now() : signOptions.timestamp;
    // A GET carries its input in the query string and signs an empty body, as the browser's client does.
    const get = endpoint.method === 'GET';
    const query = get
      ? new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
      : '';
    const response = await app.inject({
      method: endpoint.method,
      url: query === '' ? endpoint.path : `${endpoint.path}?${query}`,
      headers: {
        ...signedHeaders(endpoint.path, get ? '' : text, { method: endpoint.method, ...signOptions, timestamp }),
        ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
      },
      ...(get ? {} : { payload: text }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
    return { statusCode: response.statusCode, envelope: response.json<ApiEnvelope>() };
  };

  const ok = async <E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    callOptions?: CallOptions,
  ): Promise<ResponseOf<E>> => {
    const { statusCode, envelope } = await call(endpoint, body, callOptions);
    if (statusCode !== 200 || envelope.status_code !== 6000) {
      throw new Error(`${endpoint.path} answered HTTP ${statusCode} ${JSON.stringify(envelope)}`);
    }
    return z.parse<E['response']>(endpoint.response, envelope.data);
  };

  return {
    app,
    db,
    call,
    ok,
    async loginAs(name, password, callOptions) {
      const captcha = await solveCaptchaFor({ ok, db }, 4, name);
      const data = await ok(login, { isAgent: 0, name, password: md5Hex(password), ...captcha }, callOptions);
      return data.token;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
