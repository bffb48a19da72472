import { z } from 'zod/mini';
import { languageSchema, parseBrandConfig, type BrandConfig, type Language } from 'shared/config';
import { navigationList, queryNoticeListByPage, siteVerticals, type ResponseOf } from 'shared/contract';
import { editionNames, effectiveEdition, type Edition } from 'shared/theme';

/** The id of the JSON the prerendered home carries next to its markup. */
export const HOME_STATE_ID = 'prerendered-home';

/**
 * What the server rendered the home page with: the page hydrates only when it would render the
 * same (the same variant: a visitor in this language and edition) from the same data.
 */
export interface HomeState {
  /** brand.json as the page server served it: a page reading another one draws its own. */
  file: BrandConfig;
  /** The brand drawn: the file with the console's live configuration laid over it. */
  brand: BrandConfig;
  language: Language;
  edition: Edition;
  banners: ResponseOf<typeof navigationList>;
  notices: ResponseOf<typeof queryNoticeListByPage>;
  /** The operator's live switches: what the navigation and the header's entries showed. */
  verticals: ResponseOf<typeof siteVerticals>['verticals'];
  /** When the server rendered it (ms since the epoch). */
  renderedAt: number;
}

const envelopeSchema = z.object({
  file: z.unknown(),
  brand: z.unknown(),
  language: languageSchema,
  edition: z.enum(editionNames),
  banners: z.unknown(),
  notices: z.unknown(),
  verticals: z.unknown(),
  renderedAt: z.number(),
});

/** The JSON for the page: `<` escaped, so no text in the data can close the script element. */
export function serializeHomeState(state: HomeState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The state the page's HTML carries, checked against the brand schema and the calls' contract, or
 * null when there is none or any part of it does not pass: the page then renders as without it.
 */
export function readHomeState(doc: Document): HomeState | null {
  const text = doc.getElementById(HOME_STATE_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return null;
  const file = parseBrandConfig(envelope.data.file);
  const brand = parseBrandConfig(envelope.data.brand);
  const banners = navigationList.response.safeParse(envelope.data.banners);
  const notices = queryNoticeListByPage.response.safeParse(envelope.data.notices);
  const verticals = siteVerticals.response.shape.verticals.safeParse(envelope.data.verticals);
  if (!file.ok || !brand.ok || !banners.success || !notices.success || !verticals.success) return null;
  return {
    file: file.config,
    brand: brand.config,
    language: envelope.data.language,
    edition: envelope.data.edition,
    banners: banners.data,
    notices: notices.data,
    verticals: verticals.data,
    renderedAt: envelope.data.renderedAt,
  };
}

/**
 * The variant of the home a page of this brand draws first for a visitor with these stored choices:
 * the server renders the one with none, and a page hydrates its HTML only when its own is the same.
 */
export function homeVariant(
  brand: BrandConfig,
  storedLanguage: Language | null,
  storedEdition: Edition | null,
): { language: Language; edition: Edition } {
  const chosen = storedEdition ?? brand.defaultEdition ?? 'classic';
  // The site switches (preInfo) come after the first render on both sides: the brand's flag decides.
  return {
    language: storedLanguage ?? brand.defaultLanguage,
    edition: effectiveEdition(chosen, brand.flags.professionalThemeAllowed ?? true),
  };
}
