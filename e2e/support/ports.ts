import { consolePort } from '../../scripts/lib/apps.mjs';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';

/** The e2e deployment's ports: apart from `npm start`'s, so both can run on one machine. */
export const e2ePorts = deploymentPorts(18090, 18080);

/** The same host build served again with another brand.json: brands need no rebuild. */
export const brandHostPorts = { lite: 18180, pro: 18280 } as const;

/** A private copy of host + remotes that a test may stop and start (remote-down suite). */
export const isolatedBase = 18380;

/** The operator console, on its own origin beside the remotes. */
export const e2eConsolePort = consolePort(e2ePorts.host);

export const urls = {
  console: `http://127.0.0.1:${e2eConsolePort}`,
  api: `http://127.0.0.1:${e2ePorts.api}`,
  site: `http://127.0.0.1:${e2ePorts.host}`,
  lite: `http://127.0.0.1:${brandHostPorts.lite}`,
  pro: `http://127.0.0.1:${brandHostPorts.pro}`,
};
