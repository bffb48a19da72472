// The build factory's development/production split for React Fast Refresh (run by npm test's
// tooling step on Node's test runner; the dev server itself was checked by hand in a browser).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.mjs';
import { federatedApp } from './federated-app.mjs';

const remote = federatedApp({
  dir: '/tmp/app',
  kind: 'remote',
  name: 'mf_test',
  title: 'test',
  devPort: 1,
  exposes: {},
});
const swcReact = (config) => config.module.rules[0].options.jsc.transform.react;
const htmlOptions = (config) =>
  config.plugins.find((plugin) => plugin.constructor.name === 'HtmlRspackPlugin')._args[0];

test('a dev server compiles components for Fast Refresh and injects its runtime', () => {
  const config = remote({}, { mode: 'development' });
  assert.equal(swcReact(config).refresh, true);
  assert.equal(config.plugins.filter((plugin) => plugin instanceof ReactRefreshRspackPlugin).length, 1);
});

test("a remote's dev page runs its own entry only, so one runtime receives the hot updates", () => {
  assert.deepEqual(htmlOptions(remote({}, { mode: 'development' })).chunks, ['main']);
});

test('a production build has neither the refresh transform nor its runtime', () => {
  const config = remote({}, { mode: 'production' });
  assert.equal(swcReact(config).refresh, false);
  assert.equal(
    config.plugins.some((plugin) => plugin instanceof ReactRefreshRspackPlugin),
    false,
  );
  assert.equal(htmlOptions(config).chunks, undefined);
});

test("every browser build swaps axios's fetch adapter for the stand-in, which says fetch is unavailable", async () => {
  const { createRequire } = await import('node:module');
  const require = createRequire(new URL('../package.json', import.meta.url));
  // The real file, resolved as the bundler would: an axios release that moves it fails here, not silently in the bundle.
  const fetchAdapter = require.resolve('axios').replace(/dist[\\/]node[\\/]axios\.cjs$/, 'lib/adapters/fetch.js');
  for (const mode of ['production', 'development']) {
    const replacement = remote({}, { mode }).plugins.find(
      (plugin) =>
        plugin.constructor.name === 'NormalModuleReplacementPlugin' &&
        plugin._args[0] instanceof RegExp &&
        plugin._args[0].test(fetchAdapter),
    );
    assert.ok(replacement, mode);
  }
  const { existsSync } = await import('node:fs');
  assert.ok(existsSync(fetchAdapter), fetchAdapter);
  const standIn = await import('./axios-without-fetch.mjs');
  assert.equal(standIn.getFetch({}), false);
});

const host = federatedApp({
  dir: '/tmp/host',
  kind: 'host',
  name: 'host',
  title: 'test',
  devPort: 1,
  prerender: './src/prerender/node-entry.ts',
});
const styledPlugin = (config) => config.module.rules[0].options.jsc.experimental.plugins[0];

test("a host's production build writes its Node.js prerender from the same source transforms", () => {
  const configs = host({}, { mode: 'production' });
  assert.ok(Array.isArray(configs));
  const [browser, prerender] = configs;
  assert.equal(prerender.target, 'node20');
  assert.equal(prerender.output.path, '/tmp/host/dist-prerender');
  // The same styled-components ids on both sides: the page the one renders, the other hydrates.
  assert.deepEqual(styledPlugin(prerender), styledPlugin(browser));
  assert.match(styledPlugin(browser)[0], /plugin-styled-components/);
  assert.equal(styledPlugin(browser)[1].ssr, true);
  // A dev server renders in the browser only.
  assert.equal(Array.isArray(host({}, { mode: 'development' })), false);
});

test("the host's page carries the keeper of early presses, unminified; a remote's page carries no script", () => {
  const [browser] = host({}, { mode: 'production' });
  assert.equal(htmlOptions(browser).templateParameters.headScript, `<script>${EARLY_CLICKS_SCRIPT}</script>`);
  assert.equal(htmlOptions(browser).minify, false);
  assert.equal(htmlOptions(remote({}, { mode: 'production' })).templateParameters.headScript, '');
});

test("the host's production page loads React's renderer, the other libraries and its own code as three scripts", () => {
  const [browser] = host({}, { mode: 'production' });
  const groups = browser.optimization.splitChunks.cacheGroups;
  assert.deepEqual(
    Object.values(groups).map((group) => [group.name, group.chunks]),
    [
      ['react-dom', 'initial'],
      ['libs', 'initial'],
    ],
  );
  const inModules = (path) => Object.values(groups).find((group) => group.test.test(path))?.name;
  assert.equal(inModules('/w/node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/client.js'), 'react-dom');
  assert.equal(inModules('/w/node_modules/.pnpm/jotai@2.0.0/node_modules/jotai/index.js'), 'libs');
  assert.equal(inModules('/w/shared/src/ui/Button.tsx'), undefined);
  assert.equal(remote({}, { mode: 'production' }).optimization.splitChunks, undefined);
});
