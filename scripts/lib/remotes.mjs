// The seven remotes, declared once. The launch scripts, the e2e deployment and shared's remote names
// (and through them the brand schema) all read this list, so adding or renaming a remote is one
// edit here plus its package folder; remotes.test.mjs refuses a hand-written copy elsewhere.
// Plain data with no imports: TypeScript reads it too (allowJs), and the browser bundles take it
// through shared/remotes.

/** Every remote, in the order of their ports. */
export const remoteNames = /** @type {const} */ ([
  'auth',
  'sports',
  'casino',
  'wallet',
  'promotions',
  'account',
  'chat',
]);

/** @typedef {(typeof remoteNames)[number]} RemoteName */

/**
 * A remote's package folder.
 * @template {RemoteName} N
 * @param {N} name
 * @returns {`mf-${N}`}
 */
export function remoteDir(name) {
  return `mf-${name}`;
}

/**
 * A deployment's ports: the API's, the host's, and each remote's after the host's in list order
 * (host 8080: auth 8081 … chat 8087).
 * @param {number} api
 * @param {number} host
 * @returns {Record<'api' | 'host' | RemoteName, number>}
 */
export function deploymentPorts(api, host) {
  return /** @type {Record<'api' | 'host' | RemoteName, number>} */ ({
    api,
    host,
    ...Object.fromEntries(remoteNames.map((name, i) => [name, host + 1 + i])),
  });
}
