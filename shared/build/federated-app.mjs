// The one build-config factory: every app's rspack.config.mjs is a call to federatedApp().
// It wires TypeScript through swc, the HTML page, the build-time flag defaults, Module Federation
// for the remotes and, for the host, the share table its federation runtime offers them at run
// time; dev servers add React Fast Refresh. Remote addresses never appear here: the host registers them from the brand config.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { cryptoJsWithoutKdf } from './crypto-js-without-kdf.mjs';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.mjs';
import { hostFirstScripts } from './host-first-scripts.mjs';
import { prerenderBuild } from './prerender-build.mjs';
import { sharedEntryConfig } from './shared-entries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const sharedPackage = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

/** Entry points of `shared` (from its exports map): the stateful ones are shared, each as its own module (shared-entries.mjs). */
// The console's contract is not among them: only the operator console (a plain app) and the server
// use it, so the player site's federation never offers or loads it.
const sharedEntries = Object.keys(sharedPackage.exports)
  .filter(
    (key) =>
      key !== '.' &&
      !key.startsWith('./build') &&
      !key.startsWith('./testing') &&
      !key.endsWith('.json') &&
      !key.includes('/testing') &&
      key !== './harness' &&
      key !== './contract/console',
  )
  .map((key) => `shared/${key.slice(2)}`);

// The router and react-i18next are not here: apps reach them through the narrow shared/router and
// shared/i18n entries (among the sharedEntries), so only the parts they use ship.
const singletonLibraries = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'styled-components',
  'i18next',
];

function versionOf(library) {
  const packageName = library.startsWith('@') ? library.split('/').slice(0, 2).join('/') : library.split('/')[0];
  // The packed `shared` a team installs lists the page-wide libraries as peers (scripts/lib/pack-shared).
  const version = sharedPackage.dependencies[packageName] ?? sharedPackage.peerDependencies?.[packageName];
  if (!version) throw new Error(`shared/package.json does not pin ${packageName}`);
  return version;
}

export function sharedSingletons() {
  const shared = {};
  for (const library of singletonLibraries) {
    shared[library] = { singleton: true, requiredVersion: `^${versionOf(library)}` };
  }
  // The contract version this build declares (shared/package.json "version", the same as
  // SHARED_CONTRACT_VERSION). PLATFORM_SHARED_VERSION overrides it only to build a skewed remote
  // for the version-skew e2e test (a remote built against a newer `shared` than the host's).
  const contractVersion = process.env.PLATFORM_SHARED_VERSION || sharedPackage.version;
  // Stateful entries: the host's singleton for any host of the same major; pure entries are not
  // shared: each build bundles what it imports of them (shared-entries.mjs).
  for (const entry of sharedEntries) {
    const config = sharedEntryConfig(entry, contractVersion);
    if (config) shared[entry] = config;
  }
  return shared;
}

/**
 * What the host offers the remotes, by name: the version it has and the terms it shares it on.
 * The host is not a federated build: its page is one plain, tree-shaken bundle, and it loads the
 * federation runtime (host/src/federation/federation-instance.ts) with this table only when a page
 * first shows a remote. The modules themselves come from host/src/federation/shared-providers.ts.
 */
export function hostSharedScope() {
  const scope = {};
  for (const [name, { singleton, requiredVersion, strictVersion, version }] of Object.entries(sharedSingletons())) {
    scope[name] = {
      version: version ?? versionOf(name),
      shareConfig: { singleton, requiredVersion, strictVersion: strictVersion ?? false },
    };
  }
  return scope;
}

const federationHelpersFromHost = {
  '@module-federation/sdk': 'global _FEDERATION_SDK',
  '@module-federation/error-codes': 'global _FEDERATION_ERROR_CODES',
};

/** PLATFORM_FLAG_DEPOSIT_ENABLED=0 → { depositEnabled: false }: the build's flag defaults (SPEC §1). */
export function buildFlagsFromEnv(env = process.env) {
  const flags = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('PLATFORM_FLAG_') || value === undefined) continue;
    const name = key
      .slice('PLATFORM_FLAG_'.length)
      .toLowerCase()
      .replace(/_([a-z])/g, (_, c) => c.toUpperCase());
    flags[name] = value === '1' || value.toLowerCase() === 'true';
  }
  return flags;
}

const styledComponentsPlugin = require.resolve('@swc/plugin-styled-components');
const assetRule = { test: /\.(png|svg|jpg|webp)$/, type: 'asset' };

/**
 * TypeScript and JSX through swc. Every styled component gets an id from its file and place in it
 * (the styled-components plugin), not from the order the page happened to create them in: the
 * host's prerendered HTML (a Node build of the same files) then names the same classes as the
 * browser's build, so the page hydrates. The plugin also strips the template literals' whitespace.
 * @param {{ production: boolean, refresh: boolean }} options
 */
export function typescriptRule({ production, refresh }) {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh } },
        target: 'es2022',
        experimental: {
          plugins: [[styledComponentsPlugin, { ssr: true, displayName: !production, transpileTemplateLiterals: true }]],
        },
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * What every build of an app's source does to it, the browser's and the host's prerender alike:
 * the libraries' trimmed modules and the build-time definitions.
 * @param {{ kind: 'host'|'remote'|'app', production: boolean }} options
 */
function sourcePlugins({ kind, production }) {
  return [
    cryptoJsWithoutKdf(),
    new rspack.NormalModuleReplacementPlugin(
      /axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
      join(here, 'axios-without-fetch.mjs'),
    ),
    new rspack.DefinePlugin({
      __PLATFORM_BUILD_FLAGS__: JSON.stringify(buildFlagsFromEnv()),
      __PLATFORM_HARNESS_API__: JSON.stringify(process.env.PLATFORM_API_URL ?? 'http://127.0.0.1:8090'),
      ...(kind === 'host'
        ? {
            __PLATFORM_HOST_SHARED__: JSON.stringify(hostSharedScope()),
            // The host's federation runtime runs in browsers only: its Node.js script loaders go.
            ENV_TARGET: JSON.stringify('web'),
          }
        : {}),
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (import.meta.dirname of its config)
 * @param {'host'|'remote'|'app'} options.kind  'app': a plain single-page app outside the federation (the operator console)
 * @param {string} options.name       federation container name (mf_auth, host)
 * @param {string} options.title      page title of the app's own page
 * @param {number} options.devPort    dev-server port (a vertical team's own machine)
 * @param {Record<string,string>} [options.exposes]
 * @param {() => unknown} [options.devBrand]  the host's dev server answers /brand.json with this
 * @param {string} [options.prerender]  a Node.js entry of the app's own prerender (the host's home page)
 */
export function federatedApp({ dir, kind, name, title, devPort, exposes = {}, devBrand, prerender }) {
  return (_env, argv) => {
    const production = (argv?.mode ?? process.env.NODE_ENV) === 'production';
    const browser = {
      context: dir,
      // Browsers of 2022 on: class fields, optional chaining and the like ship as written.
      target: ['web', 'es2022'],
      mode: production ? 'production' : 'development',
      // Production maps are written for error reporting but not referenced from the scripts (and
      // the static server does not serve them): the source stays private.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/main.ts' },
      output: {
        path: join(dir, 'dist'),
        // The host's page is served for deep links (/game/realbet), so its scripts need absolute
        // paths; remotes resolve theirs from wherever their remoteEntry.js was loaded.
        publicPath: kind === 'remote' ? 'auto' : '/',
        uniqueName: name,
        clean: true,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: {
        rules: [typescriptRule({ production, refresh: !production }), { test: /\.(png|svg|jpg|webp)$/, type: 'asset' }],
      },
      plugins: [
        // Fast Refresh on dev servers: an edited component re-renders in place and keeps its state.
        // Its runtime is namespaced by output.uniqueName, so the host and remotes on one page each keep their own.
        ...(production ? [] : [new ReactRefreshRspackPlugin()]),
        new rspack.HtmlRspackPlugin({
          template: join(here, 'index.html'),
          title,
          // The host's page keeps presses on its prerendered buttons until the script is live.
          templateParameters: { title, headScript: kind === 'host' ? `<script>${EARLY_CLICKS_SCRIPT}</script>` : '' },
          // A page of a dozen lines, left as written: its inline script must stay byte for byte the
          // one whose hash the policy names.
          minify: false,
          // A remote's dev page runs its own entry only: its remoteEntry.js would be a second runtime
          // of the same uniqueName, which takes over the hot-update callback so no update applies.
          ...(production ? {} : { chunks: ['main'] }),
        }),
        ...sourcePlugins({ kind, production }),
        // Remotes only: the host loads the federation runtime itself, when a page first shows a remote.
        ...(kind === 'remote'
          ? [
              new ModuleFederationPlugin({
                name,
                filename: 'remoteEntry.js',
                exposes,
                shared: sharedSingletons(),
                shareStrategy: 'loaded-first',
                manifest: true,
                dts: false,
                // One federation runtime per page: in production every remote's entry uses the host's
                // runtime core instead of bundling a copy (about 30 KiB gzip per remote). Development keeps
                // a remote's own page standalone (a vertical team runs it without the host).
                // target 'web' drops the runtime's Node.js loaders (~2 KiB gzip).
                ...(production ? { experiments: { externalRuntime: true, optimization: { target: 'web' } } } : {}),
              }),
            ]
          : []),
      ],
      // A remote's production entry takes the federation SDK and error codes from the host's page
      // (host/src/federation/provide-federation-sdk-plugin.ts), as it takes the runtime core.
      ...(kind === 'remote' && production ? { externals: federationHelpersFromHost } : {}),
      optimization: {
        minimize: production,
        ...(kind === 'host' && production ? { splitChunks: { cacheGroups: hostFirstScripts } } : {}),
      },
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port: devPort,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
        ...(devBrand
          ? {
              setupMiddlewares: (middlewares) => [
                {
                  name: 'brand-json',
                  path: '/brand.json',
                  middleware: (_req, res) => {
                    res.setHeader('content-type', 'application/json; charset=utf-8');
                    res.end(JSON.stringify(devBrand()));
                  },
                },
                ...middlewares,
              ],
            }
          : {}),
      },
      stats: 'errors-warnings',
    };
    // Dev servers render in the browser only; a production build writes the prerender beside it.
    if (!production || !prerender) return browser;
    const rules = [typescriptRule({ production: true, refresh: false }), assetRule];
    return [
      browser,
      prerenderBuild({ dir, entry: prerender, rules, plugins: sourcePlugins({ kind, production: true }) }),
    ];
  };
}
