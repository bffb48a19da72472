// How each `shared/*` entry is shared with the remotes, so that a remote built against a newer MINOR
// `shared` runs under an older host (docs/decisions/0014-version-skew.md):
// - a stateful entry holds the page's one instance of something (a store, a listener, a React
//   context, a counter): the remote must use the host's, so it is a strict singleton that any host
//   of the same major satisfies;
// - a pure entry is functions, schemas and constants: two copies behave the same, so a remote takes
//   the host's when it is at least as new as the remote's own and its own copy otherwise.
// A pure entry's files reach stateful modules only through their package specifier (`shared/i18n`),
// which federation routes to the host: relative paths would bundle a second instance into the
// remote's own copy. shared-entries.test.mjs walks the pure entries' relative imports to hold that.

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
  'shared/ui':
    'dialogs share an opening order and the components read the host’s contexts; a second copy of styled-components’ theme context would be safe (the context lives in styled-components, a singleton), the dialog order would not',
};

/** The pure entries, each with why a second copy is safe. */
export const pureEntries = {
  'shared/contract': 'zod schemas, codes and their messages, constants',
  'shared/crypto': 'request signing and AES with fixed keys: functions of their input',
  'shared/format': 'money, time and text formatting: functions of their input',
  'shared/socket': 'the reconnecting socket class: each owner opens its own connection, the module keeps none',
  'shared/validation': 'form rules returning i18n keys (the texts stay with shared/i18n)',
  'shared/routes':
    "route paths and hrefs; its hooks read the host's router, store and switches through their specifiers",
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
 * a semver range: the real version is given, TOOLCHAIN.md).
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
  if (entry in pureEntries) {
    // Not a singleton: the host's copy when it satisfies, the remote's own fallback otherwise.
    return { singleton: false, requiredVersion: `^${contractVersion}`, version: contractVersion };
  }
  throw new Error(`${entry} is neither a stateful nor a pure shared entry (shared/build/shared-entries.mjs)`);
}
