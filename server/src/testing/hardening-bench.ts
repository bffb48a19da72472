import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { endpoints, getBalance, login, preInfo, venueTransfer, type Endpoint } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { signedHeaders, type SignOptions } from './signed-request';
import { createTestApp } from './test-app';

/**
 * `npm run bench:hardening` (e2e/bench/hardening.mjs runs this through tsx): the attacks the API
 * must survive (docs/decisions/0004-hardening.md), tried against the real app in process on a fresh
 * test database. Prints figures, never passes or fails.
 */
const BAD = ['\u0000', '\u0001', '\u001b', '\u007f'];

async function run(): Promise<void> {
  const t = await createTestApp({ captchaRequired: false });
  try {
    const token = await t.loginAs('demo888', 'demo1234');

    // 1. Control characters in every string field of every endpoint.
    let tried = 0;
    let fiveXx = 0;
    let refused = 0;
    const perEndpoint: number[] = [];
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      let fields: string[] = [];
      try {
        const schema = z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
        };
        fields = Object.entries(schema.properties ?? {})
          .filter(([, p]) => JSON.stringify(p).includes('"string"'))
          .map(([name]) => name);
      } catch {
        fields = [];
      }
      if (fields.length === 0) fields = ['extra'];
      let endpointTried = 0;
      for (const field of fields) {
        for (const bad of BAD) {
          const result = await t.call(endpoint, { [field]: `ab${bad}cd` } as never, { token });
          tried += 1;
          endpointTried += 1;
          if (result.statusCode >= 500) fiveXx += 1;
          if (result.envelope.status_code === 6007) refused += 1;
        }
      }
      perEndpoint.push(endpointTried);
    }
    console.log(
      `bad inputs: ${tried} tried over ${perEndpoint.length} endpoints (${Math.min(...perEndpoint)}-${Math.max(...perEndpoint)} per endpoint), 5xx seen ${fiveXx}, refused with 6007 ${refused}`,
    );

    // 2. Replays: exact resends of signed calls inside the timestamp window.
    const replayTargets: [string, string, SignOptions][] = [
      [preInfo.path, '{}', {}],
      [login.path, JSON.stringify({ isAgent: 0, name: 'test001', password: md5Hex('test1234'), kaptchcate: 0 }), {}],
      [getBalance.path, '{}', { token }],
    ];
    let replays = 0;
    let replaysRefused = 0;
    for (const [path, body, options] of replayTargets) {
      const headers = signedHeaders(path, body, options);
      await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      for (let i = 0; i < 10; i += 1) {
        const again = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
        replays += 1;
        if (again.statusCode === 403 && again.json<{ status_code: number }>().status_code === 6008) replaysRefused += 1;
      }
    }
    const moneyBody = JSON.stringify({ channelCode: 'AGZR', amount: '1', ty: '1', isActivity: false });
    const moneyHeaders = signedHeaders(venueTransfer.path, moneyBody, { token, requestId: randomUUID() });
    const first: unknown = (
      await t.app.inject({ method: 'POST', url: venueTransfer.path, headers: moneyHeaders, payload: moneyBody })
    ).json();
    let sameAnswer = 0;
    for (let i = 0; i < 10; i += 1) {
      const again: unknown = (
        await t.app.inject({ method: 'POST', url: venueTransfer.path, headers: moneyHeaders, payload: moneyBody })
      ).json();
      // Deep equality: the stored answer comes back from jsonb with its keys in another order.
      if (isDeepStrictEqual(again, first)) sameAnswer += 1;
    }
    console.log(
      `replays: ${replaysRefused}/${replays} refused (6008); money-call retries answered with the stored first answer: ${sameAnswer}/10`,
    );

    // 3. Tokens carried to another site id.
    const crossSites = ['2', '3', '999', ''];
    let crossRefused = 0;
    for (const siteId of crossSites) {
      const result = await t.call(getBalance, {}, { token, siteId });
      if (result.envelope.status_code === 6001 || result.envelope.status_code === 6003) crossRefused += 1;
    }
    console.log(
      `cross-site tokens: ${crossRefused}/${crossSites.length} refused (6001 other brand, 6003 unknown site)`,
    );
  } finally {
    await t.close();
  }

  // 4. Concurrent login bursts against the per-minute limit (a fresh app, limit 10).
  const limited = await createTestApp({ captchaRequired: false, loginAttemptsPerMinute: 10 });
  try {
    const burstOf = async (size: number, ip: string, nameOf: (i: number) => string): Promise<number> => {
      const answers = await Promise.all(
        Array.from({ length: size }, (_, i) =>
          limited.call(
            login,
            { isAgent: 0, name: nameOf(i), password: md5Hex('wrong-pw'), kaptchcate: 0 },
            { remoteAddress: ip },
          ),
        ),
      );
      return answers.filter((a) => a.envelope.status_code !== 6011).length;
    };
    const byIp = await burstOf(50, '10.9.0.1', (i) => `burst${i}x`);
    console.log(`login burst, one IP: 50 parallel calls, ${byIp} got past the limit of 10`);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        limited.call(
          login,
          { isAgent: 0, name: 'demo888', password: md5Hex('wrong-pw'), kaptchcate: 0 },
          { remoteAddress: `10.8.0.${i}` },
        ),
      ),
    );
    const checked = answers.filter((a) => a.envelope.status_code === 6002).length;
    const captcha = answers.filter((a) => a.envelope.status_code === 6021 || a.envelope.status_code === 6022).length;
    console.log(
      `login burst, one name from 30 IPs: ${checked} passwords checked without a captcha (limit 10), ${captcha} asked for a captcha, 0 locked out`,
    );
  } finally {
    await limited.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
