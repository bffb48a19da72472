/**
 * TRUST_PROXY, parsed (config.ts): false, a number of proxy hops, or the proxies' addresses/CIDRs
 * (and proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

/** Fastify's trustProxy: which hop of a request's address chain (0: the socket) is a proxy to look past. */
export type TrustProxySetting = false | string[] | ((address: string, hop: number) => boolean);

/**
 * A hop count becomes "the first n addresses from the socket inwards are proxies": the client is the
 * X-Forwarded-For entry n places from the right, the one the outermost proxy appended, and nothing a
 * client writes further left is read. Fastify itself takes a bare number as "trust no one" (it cannot
 * tell the proxy from a client calling the server directly), so the count is handed over as a function;
 * behind a count, the server must be reachable only through those proxies.
 */
export function trustProxySetting(trust: TrustProxy): TrustProxySetting {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
