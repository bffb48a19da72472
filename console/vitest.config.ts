import { platformVitestConfig } from 'shared/testing/vitest-preset';

export default platformVitestConfig({ isolate: false });
