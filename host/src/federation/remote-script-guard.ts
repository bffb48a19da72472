import { recordRemoteEvent } from 'shared/diagnostics';
import { markRemoteFailed, remoteOfAddress } from './remote-health';

let installed = false;

/** The address of the script whose evaluation raised the error (the entry, or a chunk). */
function failingScript(event: ErrorEvent): string | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  // An entry loaded with crossorigin reports its own address; a syntax error is a load failure.
  if (event.filename && event.error instanceof SyntaxError) return event.filename;
  return null;
}

/**
 * A remote serving a broken script (a syntax error in remoteEntry.js or in a chunk) must not end in
 * an uncaught error: the load already fails and the area shows its retry panel, so the browser's
 * report is taken over here (prevented) and recorded in the diagnostics instead. Only scripts of a
 * registered remote's origin are handled; the host's own errors stay visible.
 */
export function installRemoteScriptGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'error',
    (event) => {
      // Resource errors (a script that 404s) arrive as plain Events in the capture phase: the loader handles those.
      if (!(event instanceof ErrorEvent)) return;
      const url = failingScript(event);
      const remote = url === null ? null : remoteOfAddress(url);
      if (url === null || remote === null) return;
      event.preventDefault();
      markRemoteFailed(remote);
      recordRemoteEvent({
        kind: 'script-error',
        remote,
        url,
        detail: `${event.message || 'script error'} (${event.lineno}:${event.colno})`,
      });
    },
    true,
  );
}
