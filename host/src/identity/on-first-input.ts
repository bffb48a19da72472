/** A visitor's first input: every call that needs the final device id (log-in, register) follows one. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `task` once, at the visitor's first input (a click, a tap, a key, a focused field). Work only
 * an interaction needs (and the library it downloads) stays off the first screen entirely, for a
 * visitor who only looks; it is still done long before a form the visitor starts filling in is sent.
 * Answers a function that cancels the wait.
 */
export function runOnFirstInput(task: () => void): () => void {
  let done = false;
  const stop = (): void => {
    for (const type of INPUT_EVENTS) window.removeEventListener(type, run, true);
  };
  function run(): void {
    if (done) return;
    done = true;
    stop();
    task();
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
