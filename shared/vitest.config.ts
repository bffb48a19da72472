import { platformVitestConfig } from './testing/vitest-preset.mjs';

export default platformVitestConfig({ isolate: false });
