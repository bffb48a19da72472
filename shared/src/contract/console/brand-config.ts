import { z } from 'zod/mini';
import { defineConsoleEndpoint } from './endpoint';

/**
 * 品牌配置 (admin, release): each brand's live configuration (shared/config liveBrandSchema: flags,
 * theme tokens, languages, the remotes it includes, texts), versioned. Every save and every rollback
 * is a new immutable version (who, when, why) and an audit row in the same transaction. The host
 * reads the latest version on its next page load. A config the schema refuses is 8100 naming the
 * field; a save over a version that is no longer the latest is 8101.
 */
export const brandConfigVersionSchema = z.object({
  version: z.int(),
  /** The stored live config, as saved (the console checks it with liveBrandSchema before showing a form). */
  config: z.unknown(),
  reason: z.string(),
  /** The operator's name; 'seed' for the version the brand files seeded. */
  createdBy: z.string(),
  createdAt: z.string(),
  /** When this version restored an earlier one: that version. */
  restoredFrom: z.nullable(z.int()),
});
export type BrandConfigVersion = z.infer<typeof brandConfigVersionSchema>;

export const brandConfigSiteSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  /** The latest version; null when the brand has none stored (its file's config applies). */
  current: z.nullable(brandConfigVersionSchema),
});
export type BrandConfigSite = z.infer<typeof brandConfigSiteSchema>;

const siteIdSchema = z.string().check(z.minLength(1), z.maxLength(32));
const reasonSchema = z.string().check(z.minLength(2, '请填写原因（至少2个字）'), z.maxLength(200));

export const consoleBrandConfigs = defineConsoleEndpoint({
  path: '/brand-config/list',
  request: z.object({}),
  response: z.object({ sites: z.array(brandConfigSiteSchema) }),
  roles: ['admin', 'release'],
});

/** A brand's versions, newest first. */
export const consoleBrandConfigHistory = defineConsoleEndpoint({
  path: '/brand-config/history',
  request: z.object({ siteId: siteIdSchema }),
  response: z.object({ versions: z.array(brandConfigVersionSchema) }),
  roles: ['admin', 'release'],
});

/** Saves a new version; `baseVersion` is the version the operator edited (null: none stored yet). */
export const consoleBrandConfigSave = defineConsoleEndpoint({
  path: '/brand-config/save',
  request: z.object({
    siteId: siteIdSchema,
    baseVersion: z.nullable(z.int()),
    config: z.unknown(),
    reason: reasonSchema,
  }),
  response: brandConfigVersionSchema,
  roles: ['admin', 'release'],
});

/** Restores an earlier version as a new one, in one step. */
export const consoleBrandConfigRollback = defineConsoleEndpoint({
  path: '/brand-config/rollback',
  request: z.object({ siteId: siteIdSchema, version: z.int().check(z.positive()), reason: reasonSchema }),
  response: brandConfigVersionSchema,
  roles: ['admin', 'release'],
});
