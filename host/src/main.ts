import './zod-without-eval';

/** A macrotask boundary: what ran before ends its task, so no one task holds the main thread long. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The page's one script is evaluated in stages, each its own task: React, the contract's schemas,
// the UI kit, the app's pages, then the rest of the start-up. Eager imports stay in this script (no extra request); only their
// evaluation waits. See docs/decisions/0016-first-paint-and-main-thread.md.
async function stagedStart(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared/contract');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void stagedStart();
