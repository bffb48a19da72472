import { z } from 'zod/mini';
import { remoteNames } from '../remotes/names';

/**
 * Which build of each remote this visitor runs, asked once by the host at start: a plain GET outside
 * the signed API (it carries nothing secret and must be cacheable), answered from the brand's pins
 * in the remote registry (console 发布管理). A remote without a pin is left out: the host keeps the
 * brand config's own address for it. The canary share is decided on the server from a hash of the
 * visitor id and the remote, so one visitor keeps the same side on every load.
 * Query: `site` (brand.json siteId) and `visitor` (the x-uuid). Answered with a short max-age.
 */
export const DELIVERY_REMOTES_PATH = '/site/api/v1/delivery/remotes';

/**
 * A developer override travels as this query parameter of the start-up call; the site keeps it in a
 * cookie of this name (set by OVERRIDE_LINK_PATH on the site's own origin, readable by the page).
 */
export const OVERRIDE_QUERY = 'override';
export const OVERRIDE_COOKIE = 'platform_override';
export const OVERRIDE_LINK_PATH = '/__override';

/** Where the registry serves a version's files: `${REGISTRY_PATH}/<remote>/<version>/<file>`. */
export const REGISTRY_PATH = '/registry';

export const remoteNameSchema = z.enum(remoteNames);

/** Version ids: the first 16 hex digits of a build's content hash. */
export const remoteVersionIdSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/));

export const deliveredRemoteSchema = z.object({
  /** The manifest's path on the API's origin: `/registry/<remote>/<version>/mf-manifest.json`. */
  path: z.string().check(z.startsWith(`${REGISTRY_PATH}/`)),
  version: remoteVersionIdSchema,
  channel: z.enum(['stable', 'canary']),
});
export type DeliveredRemote = z.infer<typeof deliveredRemoteSchema>;

/**
 * A developer override this browser holds (console 发布管理): `remote` loads from `address`, another
 * origin (a team's dev server), until `expiresAt`. Answered only for a valid, unexpired, unrevoked
 * token of this brand; the host shows a banner while it runs.
 */
export const activeOverrideSchema = z.object({
  remote: remoteNameSchema,
  address: z.string(),
  expiresAt: z.string(),
  /** The version label the host reports this remote's loads under. */
  version: z.literal('override'),
});
export type ActiveOverride = z.infer<typeof activeOverrideSchema>;

export const deliveryRemotesSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, deliveredRemoteSchema),
  override: z.optional(activeOverrideSchema),
});
export type DeliveryRemotes = z.infer<typeof deliveryRemotesSchema>;

/** The manifest address of a registry version, below the API's origin. */
export function registryManifestPath(remote: string, version: string): string {
  return `${REGISTRY_PATH}/${remote}/${version}/mf-manifest.json`;
}

/** The registry version an address serves (`…/registry/<remote>/<version>/…`), or null. */
export function registryVersionOf(address: string): string | null {
  return /\/registry\/[a-z]+\/([0-9a-f]{16})\//.exec(address)?.[1] ?? null;
}

/** The host's `shared` contract and the check of a build's range against it (the registry refuses what no host meets). */
export {
  SHARED_CONTRACT_VERSION,
  contractSatisfies,
  hostMeets,
  sharedRequirementsOf,
} from '../remotes/contract-version';
export type { SharedRequirement } from '../remotes/contract-version';
