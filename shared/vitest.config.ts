import { platformVitestConfig } from './testing/vitest-preset';

export default platformVitestConfig();
