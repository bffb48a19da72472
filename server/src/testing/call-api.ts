import { parseArgs } from 'node:util';
import { endpoints } from 'shared/contract';
import { testEndpoints } from 'shared/contract/testing';
import { aesDecrypt } from 'shared/crypto';
import { cliLogin } from './cli-login';
import { obfuscatedRequest, signedHeaders, type SignOptions } from './signed-request';

/**
 * Calls a running server the way the browser does, for manual checks:
 *   tsx src/testing/call-api.ts preInfo
 *   tsx src/testing/call-api.ts getBalance '{"withLockMoney":true}' --login demo888:demo1234 --obf
 *   tsx src/testing/call-api.ts testLastCode '{"receiver":"13812345678"}'   (test mode only)
 * Options: --base http://127.0.0.1:8090, --site 1, --token T, --login name:password, --obf.
 * --login works against a server with CAPTCHA_REQUIRED=0, or in test mode (PLATFORM_TEST_MODE=1),
 * where it solves the captcha through the test-only answer endpoint.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8090' },
    site: { type: 'string', default: '1' },
    token: { type: 'string' },
    login: { type: 'string' },
    obf: { type: 'boolean', default: false },
  },
});

/** The production contract and the test-only endpoints a server in test mode also serves. */
const callable = { ...endpoints, ...testEndpoints };

function isCallable(name: string): name is keyof typeof callable {
  return Object.hasOwn(callable, name);
}

async function send(path: string, body: string, options: SignOptions): Promise<{ status: number; json: unknown }> {
  const request = values.obf
    ? obfuscatedRequest(path, body, options)
    : { url: path, headers: signedHeaders(path, body, options), body };
  const response = await fetch(`${values.base}${request.url}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const json: unknown = values.obf
    ? JSON.parse(aesDecrypt((JSON.parse(text) as { payload: string }).payload))
    : JSON.parse(text);
  return { status: response.status, json };
}

async function main(): Promise<void> {
  const [name = '', body = '{}'] = positionals;
  if (!isCallable(name)) throw new Error(`unknown endpoint "${name}"; one of: ${Object.keys(callable).join(', ')}`);
  let token = values.token;
  if (values.login !== undefined) {
    const [user = '', password = ''] = values.login.split(':');
    token = await cliLogin(
      async (endpoint, input) => (await send(endpoint.path, JSON.stringify(input), { siteId: values.site })).json,
      user,
      password,
    );
  }
  const answer = await send(callable[name].path, body, {
    siteId: values.site,
    ...(token === undefined ? {} : { token }),
  });
  console.log(`HTTP ${answer.status}`);
  console.log(JSON.stringify(answer.json, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
