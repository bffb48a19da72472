import { visitorId } from 'shared/api';
import type { BrandConfig } from 'shared/config';
import {
  DELIVERY_REMOTES_PATH,
  Header,
  OVERRIDE_QUERY,
  deliveryRemotesSchema,
  type DeliveryRemotes,
} from 'shared/contract';
import { pageTraceId, recordRemoteEvent } from 'shared/diagnostics';
import { heldOverrideToken, setActiveOverride } from './developer-override';

/**
 * Which build of each remote this page loads. The brand's pins (console 发布管理) are asked once
 * at start, in one cacheable GET with the visitor id (the server decides the sticky canary side);
 * a pinned remote loads from the registry on the API's origin, a remote without a pin from the
 * brand config's own address, so a deployment with an empty registry runs as it always did. When
 * the call fails, the last map this browser received is used (the registry's files are immutable,
 * so its addresses still serve), and without one the brand config's addresses. A browser holding
 * a developer override sends its token along; the answer then names that remote's other address,
 * which is used for this load only (never kept as the fallback map).
 */

const STORAGE_PREFIX = 'platform.remote-map:';
/** The page renders meanwhile; only the first remote waits, and never longer than this. */
const TIMEOUT_MS = 4000;

export type RemoteEntries = BrandConfig['remotes'];

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readSaved(siteId: string): DeliveryRemotes | null {
  try {
    const parsed = deliveryRemotesSchema.safeParse(JSON.parse(storage()?.getItem(STORAGE_PREFIX + siteId) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(siteId: string, map: DeliveryRemotes): void {
  try {
    storage()?.setItem(STORAGE_PREFIX + siteId, JSON.stringify(map));
  } catch {
    // Storage full or refused: only the fallback for a failed call is lost.
  }
}

/** The brand's entries with each pinned remote's registry address in place of its own, and an override's. */
export function applyDeliveryMap(brand: BrandConfig, map: DeliveryRemotes): RemoteEntries {
  const origin = brand.apiBaseUrl.replace(/\/+$/, '');
  const entries: RemoteEntries = { ...brand.remotes };
  for (const remote of Object.keys(brand.remotes) as (keyof RemoteEntries)[]) {
    const delivered = map.remotes[remote];
    if (delivered !== undefined) entries[remote] = `${origin}${delivered.path}`;
    if (map.override?.remote === remote) entries[remote] = map.override.address;
  }
  return entries;
}

async function fetchMap(url: string, fetcher: typeof fetch): Promise<DeliveryRemotes> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    // The page load's trace id, like every API call of the load, so support finds this call too.
    const response = await fetcher(url, {
      signal: controller.signal,
      credentials: 'omit',
      headers: { [Header.traceId]: pageTraceId() },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return deliveryRemotesSchema.parse(await response.json());
  } finally {
    clearTimeout(timer);
  }
}

export async function resolveRemoteEntries(
  brand: BrandConfig,
  fetcher: typeof fetch = (...args) => fetch(...args),
  visitor: string = visitorId(),
  overrideToken: () => string | null = heldOverrideToken,
): Promise<RemoteEntries> {
  const query = new URLSearchParams({ site: brand.siteId, visitor });
  const url = `${brand.apiBaseUrl.replace(/\/+$/, '')}${DELIVERY_REMOTES_PATH}?${query.toString()}`;
  const token = overrideToken();
  try {
    // The token goes out with the call but never into the page's diagnostics below.
    const map = await fetchMap(token === null ? url : `${url}&${OVERRIDE_QUERY}=${encodeURIComponent(token)}`, fetcher);
    save(brand.siteId, { remotes: map.remotes });
    const granted = map.override !== undefined && map.override.remote in brand.remotes ? map.override : null;
    setActiveOverride(granted);
    return applyDeliveryMap(brand, map);
  } catch (error) {
    const saved = readSaved(brand.siteId);
    recordRemoteEvent({
      kind: 'last-known-good',
      remote: 'host',
      url,
      detail: `remote versions unavailable (${error instanceof Error ? error.message : String(error)}); ${
        saved === null ? "using the brand config's addresses" : 'using the last versions this browser received'
      }`,
    });
    return saved === null ? { ...brand.remotes } : applyDeliveryMap(brand, saved);
  }
}
