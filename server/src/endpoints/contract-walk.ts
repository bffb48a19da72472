import { expect, it } from 'vitest';
import type { Endpoint, RequestOf } from 'shared/contract';
import type { TestApp } from '../testing/test-app';
import type { TestClock } from '../testing/test-clock';

/** A valid request per endpoint of a registry: a new registry entry fails typecheck until it has one. */
export type Examples<R extends { [K in keyof R]: Endpoint }> = { [K in keyof R]: () => Promise<RequestOf<R[K]>> };

export interface Walk {
  app: () => TestApp;
  token: () => string;
  clock: TestClock;
}

/** One test per endpoint: its example answers 6000 成功 with data its response schema accepts. */
export function walkRegistry<R extends { [K in keyof R]: Endpoint }>(
  { app, token, clock }: Walk,
  registry: R,
  registryExamples: Examples<R>,
  names: readonly (keyof R & string)[],
): void {
  for (const name of names) {
    it(name, async () => {
      // Past the one-code-a-minute limit of whatever the previous example sent.
      clock.advance(61_000);
      const endpoint = registry[name];
      const { statusCode, envelope } = await app().call(endpoint, await registryExamples[name](), { token: token() });
      expect({ statusCode, code: envelope.status_code, message: envelope.message }).toEqual({
        statusCode: 200,
        code: 6000,
        message: '成功',
      });
      expect(endpoint.response.safeParse(envelope.data).success).toBe(true);
    });
  }
}
