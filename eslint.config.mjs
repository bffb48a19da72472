// Lint: typescript-eslint's recommended rules with type information, React hooks rules, no import
// cycles, and the layer rules of the architecture: shared ← remotes ← host, each remote alone,
// the server and the e2e suite on shared's public entry points only.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { remoteDir, remoteNames } from './scripts/lib/remotes.mjs';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.mjs';

const remotes = remoteNames.map(remoteDir);
const apps = ['host', ...remotes, 'console'];

/** The packages whose features are reached only through their index (each feature folder is private). */
const featureBoundaryPackages = ['host', ...remotes, 'console'];

/** An import of `target`'s source, by package name or by a relative path from a sibling folder. */
// The bare name is anchored ('/console'): unanchored, it would match any folder of that name, such
// as shared's contract/console.
const sourceOf = (target) => [
  `/${target}`,
  `${target}/*`,
  `../${target}/*`,
  `../../${target}/*`,
  `../../../${target}/*`,
  `../../../../${target}/*`,
];

/** Forbids importing the source of each of `targets`. */
const sourcesOf = (targets, message) => ({ group: targets.flatMap(sourceOf), message });

/** shared's files from outside it: only its public entry points (`shared/contract`, ...) may be imported. */
const sharedInternals = {
  group: [
    'shared/src/*',
    'shared/build/*',
    '../shared/*',
    '../../shared/*',
    '../../../shared/*',
    '../../../../shared/*',
  ],
  message: 'Import shared through its entry points (shared/contract, shared/api, ...), never its files.',
};

/** The router only through shared/router: one copy for host and remotes, and only the part they use. */
const routerOnlyThroughShared = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from shared/router (inside shared: ../router), never react-router itself.',
};

const i18nOnlyThroughShared = {
  group: ['react-i18next', 'react-i18next/*'],
  message: 'Import useTranslation from shared/i18n (inside shared: ../i18n), never react-i18next itself.',
};

/** One copy of the server-state library: a second one would bring a second cache and focus listener. */
const queryOnlyThroughShared = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*', '@tanstack/query-core', '@tanstack/query-core/*'],
  message:
    'Load server data with useEndpoint / useMoneyMutation from shared/query, never @tanstack/react-query itself.',
};

/** A `no-restricted-imports` rule for the files of one layer (the router, i18n and query rules apply to every layer). */
const zone = (files, ...patterns) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...patterns, routerOnlyThroughShared, i18nOnlyThroughShared, queryOnlyThroughShared] },
    ],
  },
});

const sharedLayer = sourcesOf([...apps, 'server', 'e2e'], 'shared is the lowest layer: it imports no app.');

const layerZones = [
  ...remotes.map((remote) =>
    zone(
      [`${remote}/src/**/*.{ts,tsx}`],
      sourcesOf(
        [...apps.filter((other) => other !== remote), 'server', 'e2e'],
        'Remotes never import each other, the host or the server: go through shared.',
      ),
      sharedInternals,
    ),
  ),
  zone(
    ['host/src/**/*.{ts,tsx}'],
    sourcesOf(
      [...remotes, 'console', 'server', 'e2e'],
      'The host never imports a remote’s source: it loads remotes through shared/remotes at run time.',
    ),
    sharedInternals,
  ),
  zone(
    ['console/src/**/*.{ts,tsx}'],
    sourcesOf(
      ['host', ...remotes, 'server', 'e2e'],
      'The operator console is its own app: it meets the site only through shared.',
    ),
    sharedInternals,
  ),
  zone(['shared/**/*.{ts,tsx}'], sharedLayer),
  // The one place that imports react-router, the one that imports react-i18next, the one that imports react-query.
  {
    files: ['shared/src/router/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedLayer, i18nOnlyThroughShared, queryOnlyThroughShared] }],
    },
  },
  {
    files: ['shared/src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedLayer, routerOnlyThroughShared, queryOnlyThroughShared] }],
    },
  },
  {
    files: ['shared/src/query/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedLayer, routerOnlyThroughShared, i18nOnlyThroughShared] }],
    },
  },
  zone(
    ['server/**/*.ts'],
    sourcesOf([...apps, 'e2e'], 'The server is the other side of the contract: it imports shared, never an app.'),
    sharedInternals,
  ),
  zone(
    ['e2e/**/*.ts'],
    sourcesOf([...apps, 'server'], 'e2e drives the built site and the running server, never their source.'),
    sharedInternals,
  ),
  zone(
    ['scripts/**/*.mjs'],
    sourcesOf(
      [...apps, 'server', 'e2e', 'shared'],
      'The launch scripts run apps as processes; they import none of their source.',
    ),
  ),
];

/**
 * The server's layers: the HTTP edge (src/http) and the handlers (src/endpoints) on top of the
 * domain; the stand-ins for the outside world (src/stand-ins) beside the platform, which reaches
 * each only through its index (the interfaces live in src/outside-world). Folders of pages and
 * routes (static, files) and the test helpers (testing) belong to the edge.
 */
const serverEdge = new Set(['http', 'endpoints', 'stand-ins', 'testing', 'static', 'files']);
const serverDomain = readdirSync(new URL('./server/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !serverEdge.has(entry.name))
  .map((entry) => `server/src/${entry.name}/**`);
const standInNames = readdirSync(new URL('./server/src/stand-ins', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverLayers = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/**/*.test.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: serverDomain,
            from: 'server/src/http',
            message:
              'Domain code knows nothing of HTTP: throw DomainError (domain/domain-error.ts), the pipeline answers.',
          },
          {
            target: serverDomain,
            from: 'server/src/endpoints',
            message: 'Domain code never calls handlers: handlers call the domain.',
          },
          {
            target: 'server/src/http/**',
            from: 'server/src/endpoints',
            message: 'The HTTP pipeline serves any handler map; it imports no handler.',
          },
          {
            target: 'server/src/stand-ins/**',
            from: 'server/src/http',
            message:
              'A stand-in plays an outside party: it reaches the platform through its domain, never the HTTP edge.',
          },
          {
            target: 'server/src/stand-ins/**',
            from: 'server/src/endpoints',
            message: 'A stand-in plays an outside party: it never calls the platform’s handlers.',
          },
          ...standInNames.map((name) => ({
            target: [
              ...serverDomain,
              'server/src/http/**',
              'server/src/endpoints/**',
              'server/src/*.ts',
              ...standInNames.filter((other) => other !== name).map((other) => `server/src/stand-ins/${other}/**`),
            ],
            from: `server/src/stand-ins/${name}`,
            except: ['./index.ts'],
            message:
              'Use a stand-in through its index (and its interface in src/outside-world), so replacing it touches one place.',
          })),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/.swc/**',
      '**/node_modules/**',
      '**/.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/.tmp/**',
      'docs/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or a cycle through a .ts file would go unseen.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type information for the rules that need it: a promise nobody awaits is a lost deposit. One
      // program for the whole tree (tsconfig.lint.json): one per package built shared's source and
      // the libraries' declarations eleven times, 313 CPU-seconds for the tree against 115.
      parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Every time the site shows is Beijing time in one format: shared/format's formatBeijingTime.
    // The browser's own clock formats would print the visitor's zone in the visitor's style.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/format/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
        ].map((selector) => ({
          selector,
          message: 'Show times through formatBeijingTime (shared/format): Beijing time, one format.',
        })),
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...layerZones,
  {
    files: featureBoundaryPackages.map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { platform: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'platform/feature-boundaries': 'error' },
  },
  serverLayers,
);
