import { deploymentPorts } from '../../scripts/lib/remotes.mjs';

/** The load benchmark's deployment: its own ports, so it never meets the e2e suite or `npm start`. */
export const loadPorts = deploymentPorts(28190, 28180);

/** The single-bundle variant of the same site (shared/build/single-bundle.mjs), the ratio's denominator. */
export const singlePort = 28188;
export const singleSite = `http://127.0.0.1:${singlePort}`;
/** Where bench/load.mjs builds that variant. */
export const singleDist = new URL('../.tmp/single-bundle/dist/', import.meta.url);

export const loadSite = `http://127.0.0.1:${loadPorts.host}`;
export const loadApi = `http://127.0.0.1:${loadPorts.api}`;
