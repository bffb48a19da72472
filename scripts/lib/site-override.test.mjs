// A developer override widens the page's security policy for the one browser holding a valid token
// of the brand served, and for nobody else: without one the policy is exactly the brand's.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, test } from 'node:test';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { signOverrideToken } from './override-token.mjs';
import { OVERRIDE_COOKIE, heldOverrideAddresses, overrideLinkRoute, siteOverrideKeys } from './site-override.mjs';

const keys = generateKeyPairSync('ed25519');
const brand = {
  siteId: '1',
  apiBaseUrl: 'http://127.0.0.1:18090',
  chatSocketUrl: 'ws://127.0.0.1:18090/stream',
  remotes: { promotions: 'http://127.0.0.1:18085/mf-manifest.json' },
};
const DEV = 'http://127.0.0.1:4999/mf-manifest.json';
const inAMinute = Math.floor(Date.now() / 1000) + 60;
const claims = { id: 7, site: '1', remote: 'promotions', address: DEV, exp: inAMinute };
const token = signOverrideToken(claims, keys.privateKey);

/** The page policy for a request carrying `cookie`, as site.mjs computes it. */
function policyFor(cookie, publicKey = keys.publicKey) {
  const req = { headers: cookie === undefined ? {} : { cookie } };
  return contentSecurityPolicy(brand, heldOverrideAddresses(req, publicKey, brand.siteId));
}

function directive(policy, name) {
  return policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    .split(' ')
    .slice(1);
}

describe('the page policy and a developer override', () => {
  const plain = contentSecurityPolicy(brand);

  test('a request with a valid token of this brand admits the override origin for scripts and calls', () => {
    const policy = policyFor(`other=1; ${OVERRIDE_COOKIE}=${token}`);
    assert.ok(directive(policy, 'script-src').includes('http://127.0.0.1:4999'));
    assert.ok(directive(policy, 'connect-src').includes('http://127.0.0.1:4999'));
    assert.ok(!directive(plain, 'script-src').includes('http://127.0.0.1:4999'));
  });

  test('without a valid token the policy is exactly the brand policy', () => {
    const expired = signOverrideToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, keys.privateKey);
    const otherBrand = signOverrideToken({ ...claims, site: '2' }, keys.privateKey);
    const otherKey = signOverrideToken(claims, generateKeyPairSync('ed25519').privateKey);
    const [payload, signature] = token.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...claims, address: 'http://evil.test/mf-manifest.json' })).toString('base64url')}.${signature}`;
    for (const cookie of [
      undefined,
      '',
      `${OVERRIDE_COOKIE}=`,
      `${OVERRIDE_COOKIE}=${expired}`,
      `${OVERRIDE_COOKIE}=${otherBrand}`,
      `${OVERRIDE_COOKIE}=${otherKey}`,
      `${OVERRIDE_COOKIE}=${altered}`,
      `${OVERRIDE_COOKIE}=${payload}`,
      `${OVERRIDE_COOKIE}=not.a.token`,
    ]) {
      assert.equal(policyFor(cookie), plain, String(cookie));
    }
    // A page server without the public key admits nothing.
    assert.equal(policyFor(`${OVERRIDE_COOKIE}=${token}`, null), plain);
  });
});

describe('the override link', () => {
  function open(url, publicKey = keys.publicKey, siteId = '1') {
    let answer = null;
    const res = {
      writeHead: (status, headers) => (answer = { status, headers }),
      end: () => undefined,
    };
    overrideLinkRoute(publicKey, () => siteId)({ url, headers: {} }, res);
    return answer;
  }

  test('a valid token becomes a Lax cookie of the site ending with the token, then the page', () => {
    const answer = open(`/__override?token=${token}`);
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.location, '/');
    assert.equal(
      answer.headers['set-cookie'],
      `${OVERRIDE_COOKIE}=${token}; Path=/; Expires=${new Date(inAMinute * 1000).toUTCString()}; SameSite=Lax`,
    );
  });

  test('an invalid token, or one of another brand, sets nothing and still goes to the page', () => {
    for (const [url, siteId] of [
      ['/__override', '1'],
      ['/__override?token=garbage', '1'],
      [`/__override?token=${token}`, '2'],
    ]) {
      const answer = open(url, keys.publicKey, siteId);
      assert.equal(answer.status, 302);
      assert.equal(answer.headers.location, '/');
      assert.equal(answer.headers['set-cookie'], undefined);
    }
  });

  test("a deployment's keys: the configured signing key's public half, else a fresh pair", () => {
    const configured = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const fromEnv = siteOverrideKeys({ OVERRIDE_SIGNING_KEY: configured });
    assert.equal(fromEnv.signingKey, configured);
    assert.equal(policyFor(`${OVERRIDE_COOKIE}=${token}`, fromEnv.publicKey), policyFor(`${OVERRIDE_COOKIE}=${token}`));
    const fresh = siteOverrideKeys({});
    assert.equal(policyFor(`${OVERRIDE_COOKIE}=${token}`, fresh.publicKey), contentSecurityPolicy(brand));
  });
});
