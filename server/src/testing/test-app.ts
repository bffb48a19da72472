import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { login, type Endpoint, type RequestOf, type ResponseOf } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { buildApp, type AppOptions } from '../app';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import type { ApiEnvelope } from '../http/pipeline';
import { signedHeaders, type SignOptions } from './signed-request';
import { openTestDatabase } from './test-database';

export interface CallResult {
  statusCode: number;
  envelope: ApiEnvelope;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** A signed call through app.inject, exactly as a browser would send it. */
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: SignOptions): Promise<CallResult>;
  /** Like call, but expects 6000 and returns the data parsed with the contract's response schema. */
  ok<E extends Endpoint>(endpoint: E, body: RequestOf<E>, options?: SignOptions): Promise<ResponseOf<E>>;
  /** Logs in with a plain password (hashed here like the browser does) and returns the token. */
  loginAs(name: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh test database (testing/test-database), migrated and seeded. */
export async function createTestApp(options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const { db, dispose } = await openTestDatabase();
  await prepareDatabase(db);
  const app = await buildApp({ ...options, db });

  const call: TestApp['call'] = async (endpoint, body, signOptions = {}) => {
    const text = JSON.stringify(body);
    const response = await app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: signedHeaders(endpoint.path, text, signOptions),
      payload: text,
    });
    return { statusCode: response.statusCode, envelope: response.json<ApiEnvelope>() };
  };

  const ok = async <E extends Endpoint>(endpoint: E, body: RequestOf<E>, signOptions?: SignOptions): Promise<ResponseOf<E>> => {
    const { statusCode, envelope } = await call(endpoint, body, signOptions);
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
    async loginAs(name, password) {
      const data = await ok(login, { isAgent: 0, name, password: md5Hex(password), kaptchcate: 0 });
      return data.token;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
