/**
 * Whether an error is a code file that could not be fetched: after a deploy the hashed files of the
 * old build are gone, so the page's own code is out of date and only a reload helps. rspack names
 * it ChunkLoadError ("Loading chunk 7 failed", "Loading CSS chunk 7 failed"); a browser's native
 * dynamic import says "Failed to fetch dynamically imported module" (Chromium), "error loading
 * dynamically imported module" (Firefox) or "Importing a module script failed" (Safari).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk \S+ failed|dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}
