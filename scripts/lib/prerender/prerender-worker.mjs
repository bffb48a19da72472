// The thread that renders the host's home page (host/dist-prerender/prerender.cjs): the app's code
// and its browser globals stay here, away from the page server's own thread.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(workerData.bundle);
const bundle = require(workerData.bundle);
const render = await bundle.createHomeRenderer(workerData.pageUrl);
parentPort.postMessage({ type: 'ready', ownHomeCookie: bundle.OWN_HOME_COOKIE });
parentPort.on('message', async ({ id, template, brandJson }) => {
  try {
    parentPort.postMessage({ type: 'rendered', id, html: await render({ template, brandJson }) });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
});
