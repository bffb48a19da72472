import { platformVitestConfig } from './testing/vitest-preset.mjs';

export default platformVitestConfig(new URL('.', import.meta.url));
