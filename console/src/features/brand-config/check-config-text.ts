import type { TFunction } from 'i18next';
import { parseLiveBrand, type LiveBrand } from 'shared/config';

/** The editor's text checked as the server will: JSON first, then the brand schema, naming the field. */
export function checkConfigText(
  text: string,
  t: TFunction,
): { ok: true; config: LiveBrand } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: t('brandConfig.notJson') };
  }
  const result = parseLiveBrand(raw);
  return result.ok
    ? { ok: true, config: result.live }
    : { ok: false, problem: t('brandConfig.invalidField', { field: result.field, message: result.message }) };
}
