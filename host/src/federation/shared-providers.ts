/**
 * The modules the host gives the remotes, by shared name: the host's own instances (one build,
 * one module per file), so a remote's React, jotai store, event bus and session are the page's.
 * Each is imported only when a remote asks for it; the host's first page pays nothing for the table.
 * Its names are the build's share table (hostSharedScope in shared/build/federated-app.mjs); the
 * test next to this file keeps the two equal.
 * React and React DOM are CommonJS: a remote expects their `module.exports`, as a federated build
 * provides them, not the namespace object import() wraps around it (whose `default` it is).
 */
export const sharedProviders: Readonly<Record<string, () => Promise<unknown>>> = {
  react: () => import('react').then((module) => module.default),
  'react/jsx-runtime': () => import('react/jsx-runtime').then((module) => module.default),
  'react-dom': () => import('react-dom').then((module) => module.default),
  'react-dom/client': () => import('react-dom/client').then((module) => module.default),
  jotai: () => import('jotai'),
  'styled-components': () => import('styled-components'),
  i18next: () => import('i18next'),
  'shared/api': () => import('shared/api'),
  'shared/bus': () => import('shared/bus'),
  'shared/state': () => import('shared/state'),
  'shared/storage': () => import('shared/storage'),
  'shared/config': () => import('shared/config'),
  'shared/i18n': () => import('shared/i18n'),
  'shared/theme': () => import('shared/theme'),
  'shared/dialog-order': () => import('shared/dialog-order'),
  'shared/query': () => import('shared/query'),
  'shared/remotes': () => import('shared/remotes'),
  'shared/diagnostics': () => import('shared/diagnostics'),
  'shared/router': () => import('shared/router'),
};
