export { filesReplacingModules, platformVitestConfig } from './vitest-preset.mjs';
