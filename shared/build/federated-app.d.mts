export function buildFlagsFromEnv(env?: Record<string, string | undefined>): Record<string, boolean>;
export function sharedSingletons(): Record<string, { singleton: boolean; requiredVersion: string; version?: string }>;
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
