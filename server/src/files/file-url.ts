import { fileSignature } from './file-signature';

/** How long an address handed to the owner keeps working. */
export const FILE_URL_TTL_SECONDS = 24 * 60 * 60;
/** Expiries are rounded up to the hour, so one page's repeated lists give the same (cacheable) address. */
const EXPIRY_STEP_SECONDS = 60 * 60;

/**
 * The owner's address of an upload: `${baseUrl}/files/<id>?exp=<unix seconds>&sig=<hmac>`, valid
 * 24-25 hours from `now`. Absolute, because the pages that show it are of other origins.
 */
export function fileUrl(baseUrl: string, upload: { id: string; memberId: number }, now: Date): string {
  const exp =
    Math.ceil((Math.floor(now.getTime() / 1000) + FILE_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  const query = new URLSearchParams({ exp: String(exp), sig: fileSignature(upload.id, upload.memberId, exp) });
  return `${baseUrl}/files/${encodeURIComponent(upload.id)}?${query.toString()}`;
}
