import { z } from 'zod/mini';
import { pageOf, pageRequestSchema } from '../common';
import { remoteNameSchema, remoteVersionIdSchema } from '../delivery-remotes';
import { defineConsoleEndpoint } from './endpoint';

/**
 * Releases (发布管理; release and admin): the remote registry and each brand's pins.
 * - Publish: a remote's built files (mf-manifest.json, remoteEntry.js and its chunks) become one
 *   immutable version named by the hash of their content; publishing the same content again answers
 *   the existing version (`created: false`). 8090 when no brand's host provides the `shared`
 *   contract the build needs, 8091 when the files are no federated build of that remote.
 * - Pins: per brand and remote, a stable version (none: the brand config's own address) and an
 *   optional canary version served to `canaryPercent` of visitors (sticky per visitor id).
 *   `pin` sets the stable version, `canary` sets or changes the canary, `clear_canary` removes it,
 *   `promote` makes the canary stable, `rollback` makes any earlier version stable and drops the
 *   canary. 8092 unknown version, 8093 no canary to clear or promote, 8094 the version is already
 *   what the change asks. Every change is one history row and one audit row (`release.<action>`).
 * - `unpin` removes the brand's pin of a remote (its brand config's address serves again); 8095 when
 *   there is none. `auto_rollback` is the server's own: a canary whose loads failed past the
 *   threshold is withdrawn, with the figures it was decided on.
 */
export const releaseFileSchema = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/)),
  /** The file's bytes, base64. */
  base64: z.string(),
});

export const remoteVersionSchema = z.object({
  remote: remoteNameSchema,
  version: remoteVersionIdSchema,
  commit: z.string(),
  contractRange: z.string(),
  exposes: z.array(z.string()),
  totalBytes: z.int(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

export const brandRemotePinSchema = z.object({
  siteId: z.string(),
  remote: remoteNameSchema,
  stable: z.nullable(remoteVersionSchema),
  canary: z.nullable(remoteVersionSchema),
  canaryPercent: z.int().check(z.gte(0), z.lte(100)),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type BrandRemotePin = z.infer<typeof brandRemotePinSchema>;

export const releaseBrandSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  /** Only the remotes the brand has pinned; the rest run from the brand config's addresses. */
  pins: z.array(brandRemotePinSchema),
});

export const releaseActionSchema = z.enum([
  'pin',
  'canary',
  'clear_canary',
  'promote',
  'rollback',
  'auto_rollback',
  'unpin',
]);
export type ReleaseAction = z.infer<typeof releaseActionSchema>;

/** Publishes a build (the publish:remote script's call). Up to 400 files; the body limit bounds the bytes. */
export const consoleReleasePublish = defineConsoleEndpoint({
  path: '/releases/publish',
  request: z.object({
    remote: remoteNameSchema,
    commit: z.string().check(z.maxLength(64)),
    files: z.array(releaseFileSchema).check(z.minLength(1), z.maxLength(400)),
  }),
  response: z.object({ version: remoteVersionSchema, created: z.boolean(), manifestPath: z.string() }),
  roles: ['release', 'admin'],
});

/** Every brand's pins and every remote's versions, newest first. */
export const consoleReleaseOverview = defineConsoleEndpoint({
  path: '/releases/overview',
  request: z.object({}),
  response: z.object({ brands: z.array(releaseBrandSchema), versions: z.array(remoteVersionSchema) }),
  roles: ['release', 'admin'],
});

const target = { siteId: z.string().check(z.minLength(1), z.maxLength(32)), remote: remoteNameSchema };

/** One change of a brand's pin for a remote; answers the pin as it now is. */
export const consoleReleaseChange = defineConsoleEndpoint({
  path: '/releases/change',
  request: z.discriminatedUnion('action', [
    z.object({ action: z.literal('pin'), ...target, version: remoteVersionIdSchema }),
    z.object({
      action: z.literal('canary'),
      ...target,
      version: remoteVersionIdSchema,
      percent: z.int().check(z.gte(1), z.lte(100)),
    }),
    z.object({ action: z.literal('clear_canary'), ...target }),
    z.object({ action: z.literal('promote'), ...target }),
    z.object({ action: z.literal('rollback'), ...target, version: remoteVersionIdSchema }),
  ]),
  response: brandRemotePinSchema,
  roles: ['release', 'admin'],
});

/**
 * A canary's loads on one brand since it was set: withdrawn when `rate` (failures / loads) is above
 * `threshold` once `loads` reached `minLoads`.
 */
export const canaryFiguresSchema = z.object({
  /** The canary version withdrawn. */
  version: z.string(),
  loads: z.int(),
  failures: z.int(),
  rate: z.number(),
  threshold: z.number(),
  minLoads: z.int(),
});
export type CanaryFigures = z.infer<typeof canaryFiguresSchema>;

export const pinHistoryEntrySchema = z.object({
  id: z.int(),
  siteId: z.string(),
  remote: remoteNameSchema,
  action: releaseActionSchema,
  stableVersion: z.nullable(z.string()),
  canaryVersion: z.nullable(z.string()),
  canaryPercent: z.int(),
  at: z.string(),
  operatorName: z.string(),
  /** auto_rollback: what the withdrawal was decided on; null for an operator's change. */
  figures: z.nullable(canaryFiguresSchema),
});
export type PinHistoryEntry = z.infer<typeof pinHistoryEntrySchema>;

/** The changes of the brands' pins, newest first (one brand when `siteId` is given). */
export const consoleReleaseHistory = defineConsoleEndpoint({
  path: '/releases/history',
  request: z.extend(pageRequestSchema, { siteId: z.optional(z.string().check(z.maxLength(32))) }),
  response: pageOf(pinHistoryEntrySchema),
  roles: ['release', 'admin'],
});

/** Removes a brand's pin of a remote: its visitors load it from the brand config's address again. */
export const consoleReleaseUnpin = defineConsoleEndpoint({
  path: '/releases/unpin',
  request: z.object(target),
  response: z.object(target),
  roles: ['release', 'admin'],
});
