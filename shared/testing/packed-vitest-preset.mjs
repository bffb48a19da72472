// The vitest preset of the packed `shared` a team installs (its `shared/testing/vitest-preset`
// entry, scripts/lib/pack-shared): the workspace's preset with the setup file compiled, and shared's
// compiled ESM transformed by vitest as the team's own files are, since Node loads its JSON imports
// only with an import attribute.
import { fileURLToPath } from 'node:url';
import { filesReplacingModules, platformVitestConfig as workspaceConfig } from './vitest-preset.mjs';

export { filesReplacingModules };

/** `packageUrl`: the team's package folder (`new URL('.', import.meta.url)` in its vitest config). */
export function platformVitestConfig(packageUrl) {
  const config = workspaceConfig(packageUrl);
  return {
    ...config,
    test: {
      ...config.test,
      setupFiles: [fileURLToPath(new URL('../dist/shared/testing/vitest-setup.js', import.meta.url))],
      server: { deps: { inline: [/[\\/]node_modules[\\/]shared[\\/]/] } },
    },
  };
}
