// How each `shared/*` entry reaches the remotes, so that a remote built against a newer MINOR
// `shared` runs under an older host (docs/decisions/0014-version-skew.md) and a remote's page costs
// about what the same page built as one bundle does (docs/decisions/0017-pure-entries-bundled.md):
// - a stateful entry holds the page's one instance of something (a store, a listener, a React
//   context, a counter): the remote must use the host's, so it is a strict singleton that any host
//   of the same major satisfies;
// - a pure entry is functions, schemas and constants: two copies behave the same, so it is not
//   shared at all: each remote bundles the parts it imports, tree-shaken like any other module,
//   instead of taking the host's whole entry.
// A pure entry's files reach stateful modules only through their package specifier (`shared/i18n`),
// which federation routes to the host: relative paths would bundle a second instance into the
// remote. shared-entries.test.mjs walks the pure entries' relative imports to hold that.

/** The stateful entries, each with why one instance per page matters. */
export const statefulEntries = {
  'shared/state': "the jotai store and its atoms: the session, the member, the balance are the page's",
  'shared/bus': "the event bus: an event a remote emits reaches the host's listeners",
  'shared/api': 'the api client: one session token, request ids, response cache and refusal notices',
  'shared/query': 'the server-state cache and its client context',
  'shared/router': "the router and its context: a remote's links and hooks work in the host's router",
  'shared/i18n': 'the i18next instance: one language switch and one set of loaded texts',
  'shared/config': 'the live brand and vertical switches (atoms) the host loads',
  'shared/storage':
    "the browser storage's layout (keys, the decrypted cache's format): one version reads and writes it",
  'shared/diagnostics': "the trace id, the remote events and the report queue: one page's diagnostics",
  'shared/remotes': 'the remote slot context the host provides',
  'shared/theme': "the root font size: the compact mode a remote sets applies to the host's <html>",
  'shared/dialog-order':
    "the open dialogs' opening order: Escape and focus belong to the innermost, whichever build drew it",
};

/** The pure entries, each with why a second copy is safe: never in the share table. */
export const pureEntries = {
  'shared/contract': 'zod schemas, codes and their messages, constants',
  'shared/crypto': 'request signing and AES with fixed keys: functions of their input',
  'shared/format': 'money, time and text formatting: functions of their input',
  'shared/socket': 'the reconnecting socket class: each owner opens its own connection, the module keeps none',
  'shared/validation': 'form rules returning i18n keys (the texts stay with shared/i18n)',
  'shared/routes':
    "route paths and hrefs; its hooks read the host's router, store and switches through their specifiers",
  'shared/ui':
    "styled components and hooks; the dialogs' order, the texts, the bus and the api client they use come through their specifiers, and styled-components' theme context is the singleton library's",
};

/**
 * Files of stateful entries that pure entries may import by relative path: data and functions with
 * no state of their own (the relative-import walk still follows their imports).
 */
export const pureFilesOfStatefulEntries = ['src/remotes/names.ts', 'src/remotes/contract-version.ts'];

function majorOf(version) {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  if (!match) throw new Error(`shared's version ${version} is not X.Y.Z`);
  return match[1];
}

/**
 * The share terms of one `shared/*` entry in a build against `contractVersion` (workspace:* is not
 * a semver range: the real version is given, TOOLCHAIN.md), or null for a pure entry, which each
 * build bundles as its own.
 */
export function sharedEntryConfig(entry, contractVersion) {
  if (entry in statefulEntries) {
    // strictVersion: a remote never runs on a host of another major (the host also checks the
    // manifest first and shows the incompatible-version panel).
    return {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${majorOf(contractVersion)}.0.0`,
      version: contractVersion,
    };
  }
  // Shared, a pure entry would be whole: a federated module is built for every consumer, so the
  // host would send all its exports (the whole contract for a page that uses one vertical's).
  if (entry in pureEntries) return null;
  throw new Error(`${entry} is neither a stateful nor a pure shared entry (shared/build/shared-entries.mjs)`);
}
