// A file the page servers read on every request (a built index.html), read from disk again only
// when it changes (a rebuild while it is served): a stat per request instead of a read and a parse.
import { readFileSync, statSync } from 'node:fs';

/**
 * @template T
 * @param {string} file
 * @param {(text: string) => T} parse
 * @returns {() => T | null} the parse of the file as it is now; null while it is missing
 */
export function whenChanged(file, parse) {
  let seen = null;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    const key = `${stat.mtimeMs}:${stat.size}`;
    if (seen?.key !== key) {
      try {
        seen = { key, value: parse(readFileSync(file, 'utf8')) };
      } catch {
        return null;
      }
    }
    return seen.value;
  };
}
