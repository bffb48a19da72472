/**
 * The version of `shared`'s contract (its exports and the behaviour of its singletons), the same
 * as shared/package.json "version". Every remote is built against one and declares it in its
 * manifest (`requiredVersion: ^X.Y.Z` on each `shared/*` singleton); the host provides the one it
 * was built with, since `shared` is a loaded-first singleton. Bump the major on a breaking change.
 */
export const SHARED_CONTRACT_VERSION = '1.0.0';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether the provided contract satisfies a remote's requirement. Only the forms the build writes
 * are understood: a caret range (^1.2.0: same major, not older) or an exact version; anything
 * else (a range nobody writes) is treated as incompatible rather than guessed.
 */
export function contractSatisfies(provided: string, required: string): boolean {
  const have = parse(provided);
  const caret = required.trim().startsWith('^');
  const want = parse(caret ? required.trim().slice(1) : required);
  if (!have || !want) return false;
  if (!caret) return have.every((n, i) => n === want[i]);
  if (have[0] !== want[0]) return false;
  if (have[1] !== want[1]) return have[1] > want[1];
  return have[2] >= want[2];
}

/** One `shared/*` entry of a remote's manifest: its range, and whether it must be the host's own. */
export interface SharedRequirement {
  name: string;
  requiredVersion: string;
  singleton: boolean;
}

/**
 * The `shared/*` entries of a remote's manifest (mf-manifest.json). An entry that does not say
 * whether it is a singleton is read as one: the stricter reading.
 */
export function sharedRequirementsOf(manifest: unknown): SharedRequirement[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  return (shared as { name?: unknown; requiredVersion?: unknown; singleton?: unknown }[]).flatMap((entry) =>
    typeof entry.name === 'string' && entry.name.startsWith('shared/')
      ? [
          {
            name: entry.name,
            requiredVersion: typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '',
            singleton: entry.singleton !== false,
          },
        ]
      : [],
  );
}

/**
 * Whether a host providing `provided` runs a remote with this entry. A singleton (stateful) entry
 * is the host's own instance, so the host's contract must satisfy its range. A pure entry falls
 * back to the remote's own copy when the host's is older, so only the major must be the host's:
 * a remote built against a newer minor runs, one built against another major does not.
 */
export function hostMeets(provided: string, requirement: SharedRequirement): boolean {
  if (requirement.singleton) return contractSatisfies(provided, requirement.requiredVersion);
  const range = requirement.requiredVersion.trim();
  const want = parse(range.startsWith('^') ? range.slice(1) : range);
  return want !== null && contractSatisfies(provided, `^${want[0]}.0.0`);
}
