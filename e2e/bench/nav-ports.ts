import { deploymentPorts } from '../../scripts/lib/remotes.mjs';

/** The navigation benchmark's deployment: its own ports, apart from the e2e suite's, `npm start`'s and bench:load's. */
export const navPorts = deploymentPorts(28690, 28680);

export const navSite = `http://127.0.0.1:${navPorts.host}`;
