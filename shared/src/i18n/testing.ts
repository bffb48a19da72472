import { toTraditional } from '../../scripts/to-traditional.mjs';

/** What a package's zh-TW.json must equal: used by every package's i18n test. */
export function expectedTraditional<T>(source: T): T {
  return toTraditional(source);
}
