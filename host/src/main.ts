import './zod-without-eval';

/** A macrotask boundary: what ran before ends its task, so no one task holds the main thread long. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** After the next paint: a frame's callback runs before it is drawn, a task queued from there after. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The page's first scripts are evaluated in stages, each its own task: React, the contract's
// schemas, the UI kit, the app's pages, then the rest of the start-up. Eager imports stay in those
// scripts (no extra request); only their evaluation waits. See
// docs/decisions/0016-main-thread-at-start.md.
async function stagedStart(): Promise<void> {
  // The brand config is asked for first, so its answer arrives while the stages run. The same
  // request as shared/config's loadBrandConfig makes (never cached: an operator's edit shows at once).
  const brandRequest = fetch('/brand.json', { cache: 'no-store' });
  // A failure is read where the response is awaited; this keeps it from counting as unhandled meanwhile.
  brandRequest.catch(() => undefined);
  // A page that came drawn (the prerendered home) is painted before the script's work begins: the
  // browser may otherwise run this deferred script first and show the HTML only after its first task.
  if (document.getElementById('root')?.firstElementChild) await nextFrame();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared/contract');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared/ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './bootstrap');
  await start(brandRequest);
}

void stagedStart();
