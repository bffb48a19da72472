/** The load benchmark's deployment: its own ports, so it never meets the e2e suite or `npm start`. */
export const loadPorts = {
  api: 28190,
  host: 28180,
  auth: 28181,
  sports: 28182,
  casino: 28183,
  wallet: 28184,
  promotions: 28185,
  account: 28186,
  chat: 28187,
} as const;

/** The single-bundle variant of the same site (shared/build/single-bundle.mjs), the ratio's denominator. */
export const singlePort = 28188;
export const singleSite = `http://127.0.0.1:${singlePort}`;
/** Where bench/load.mjs builds that variant. */
export const singleDist = new URL('../.tmp/single-bundle/dist/', import.meta.url);

export const loadSite = `http://127.0.0.1:${loadPorts.host}`;
export const loadApi = `http://127.0.0.1:${loadPorts.api}`;
