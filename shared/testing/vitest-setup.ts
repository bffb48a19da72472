import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetQueryClient } from '../src/query/testing';

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
afterEach(() => {
  cleanup();
  resetQueryClient();
});
