import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint, type RequestOf } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './control-characters';

/** NUL is what PostgreSQL refuses; the others are the rest of the C0 range and DEL. */
const BAD_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f'];

/** Names of the string fields (at any depth of the top-level object) of an endpoint's request schema. */
function stringFields(endpoint: Endpoint): string[] {
  let schema: unknown;
  try {
    schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' });
  } catch {
    return [];
  }
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => JSON.stringify(property).includes('"string"'))
    .map(([name]) => name);
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ captchaRequired: false });
  token = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

describe('hasControlCharacter', () => {
  it('finds controls in values and keys at any depth, allows tab and line breaks', () => {
    expect(hasControlCharacter({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(hasControlCharacter({ ['k\u0007']: 1 })).toBe(true);
    expect(hasControlCharacter({ content: 'line one\nline two\r\n\tindented', n: 3, ok: true, none: null })).toBe(
      false,
    );
  });
});

describe('control characters in any string field of any endpoint', () => {
  const cases = Object.values(endpoints).flatMap((endpoint: Endpoint) => {
    const fields = stringFields(endpoint);
    // Endpoints without a string field still get one, unknown to their schema.
    return (fields.length === 0 ? ['extra'] : fields).map((field) => ({ endpoint, field }));
  });

  it('covers every endpoint of the registry', () => {
    expect(new Set(cases.map((c) => c.endpoint.path)).size).toBe(Object.keys(endpoints).length);
  });

  it.each(cases.map((c) => [c.endpoint.path, c.field, c] as const))(
    '%s %s: 6007 with the clear message, never 5xx',
    async (_path, _field, { endpoint, field }) => {
      for (const bad of BAD_CHARACTERS) {
        const body = { [field]: `ab${bad}cd` } as unknown as RequestOf<typeof endpoint>;
        const result = await t.call(endpoint, body, { token });
        expect(result.statusCode).toBeLessThan(500);
        expect(result.envelope).toMatchObject({ status_code: 6007, message: CONTROL_CHARACTER_MESSAGE });
      }
    },
  );

  it('refuses them in a complete, otherwise valid login (where NUL reached the database)', async () => {
    const result = await t.call(endpoints.login, { isAgent: 0, name: 'demo\u0000888', password: 'x', kaptchcate: 0 });
    expect(result).toEqual({
      statusCode: 200,
      envelope: { status_code: 6007, data: null, message: CONTROL_CHARACTER_MESSAGE },
    });
  });
});
