export function buildFlagsFromEnv(env?: Record<string, string | undefined>): Record<string, boolean>;
/**
 * The share table of a remote build: the platform libraries (singletons) and every shared entry,
 * stateful ones as singletons of the same major, pure ones as the host's or the remote's own copy.
 */
export function sharedSingletons(): Record<
  string,
  { singleton: boolean; requiredVersion: string; strictVersion?: boolean; version?: string }
>;
/** What the host offers the remotes at run time, by name (its build defines it as __PLATFORM_HOST_SHARED__). */
export function hostSharedScope(): Record<
  string,
  { version: string; shareConfig: { singleton: boolean; requiredVersion: string; strictVersion: boolean } }
>;
export function federatedApp(options: {
  dir: string;
  kind: 'host' | 'remote' | 'app';
  name: string;
  title: string;
  devPort: number;
  exposes?: Record<string, string>;
  devBrand?: () => unknown;
  prerender?: string;
}): (env: unknown, argv: { mode?: string } | undefined) => Record<string, unknown> | Record<string, unknown>[];
