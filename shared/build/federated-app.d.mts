export function buildFlagsFromEnv(env?: Record<string, string | undefined>): Record<string, boolean>;
/** The share table of a host or a remote build; the host's provides each shared entry by its file (`import`). */
export function sharedSingletons(kind?: 'host' | 'remote'): Record<string, { singleton: boolean; requiredVersion: string; version?: string; import?: string }>;
export function federatedApp(options: {
  dir: string;
  kind: 'host' | 'remote';
  name: string;
  title: string;
  devPort: number;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  devBrand?: () => unknown;
}): (env: unknown, argv: { mode?: string } | undefined) => Record<string, unknown>;
