import { platformVitestConfig } from 'shared/testing/vitest-preset';

export default platformVitestConfig(new URL('.', import.meta.url));
