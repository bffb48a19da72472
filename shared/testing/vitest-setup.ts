import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole suite runs on two cores next to type checks and builds: a file's first render (styles,
// i18n resources, lazy modules) can take well over testing-library's 1 s default. A findBy that
// waits longer still fails when the element never comes; it only stops a loaded machine failing it.
configure({ asyncUtilTimeout: 5000 });

// Runs before each test file: without isolation (vitest-preset) the DOM and storage of the file
// before would otherwise still be there.
// Files on the node environment have neither.
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
}

// The query cache outlives a test like every module singleton: each test loads its own answers.
// Imported here, after the test: a static import would load shared's modules before a test file's
// vi.mock of one of them is registered, and the file would get the real module.
afterEach(async () => {
  cleanup();
  const { resetQueryClient } = await import('../src/query/testing');
  resetQueryClient();
});
