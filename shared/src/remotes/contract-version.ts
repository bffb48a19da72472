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
