import { z } from 'zod/mini';
import { defineConsoleEndpoint } from './endpoint';

/**
 * Site access (admin): the operator's switches over who may use a brand, applied by the player API.
 * - `maintenance`: login, registration and every member call answer 6316 with `maintenanceMessage`
 *   (browsing the site's public pages goes on, so the visitor never sees a blank page).
 * - `loginSuspended` / `registerSuspended`: login / registration answer by `suspendedNotice`:
 *   `popup` 6501 (the client shows the message in a dialog), `toast` 6502 (a passing message),
 *   `inline` 6500 (no popup: the message stays under the form's button).
 * - `blockedRegions`: visitors whose country (the trusted header the deployment names in
 *   SITE_REGION_HEADER; off when unset) is listed get 6031 on login, registration and member calls.
 * - `warnedRegions`: registration from those countries answers 6032 (existing members still log in).
 * - `deniedIps`: addresses or CIDR ranges (IPv4/IPv6) answered 6033 on login, registration and
 *   member calls.
 * Every save is one audit row (`site_access.save`) with the settings before and after.
 */
export const suspendedNoticeSchema = z.enum(['popup', 'toast', 'inline']);
export type SuspendedNotice = z.infer<typeof suspendedNoticeSchema>;

/** ISO 3166-1 alpha-2, upper case (CF-IPCountry's form). */
export const regionCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, '地区代码须为两位大写字母，如 US'));

/** One address or a CIDR range; the server checks the range's prefix length too. */
export const ipRuleSchema = z
  .string()
  .check(z.maxLength(64), z.regex(/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/, 'IP 格式不正确，例如 203.0.113.7 或 203.0.113.0/24'));

export const siteAccessSchema = z.object({
  siteId: z.string().check(z.minLength(1), z.maxLength(32)),
  maintenance: z.boolean(),
  maintenanceMessage: z.string().check(z.maxLength(200)),
  loginSuspended: z.boolean(),
  registerSuspended: z.boolean(),
  suspendedNotice: suspendedNoticeSchema,
  suspendedMessage: z.string().check(z.maxLength(200)),
  blockedRegions: z.array(regionCodeSchema).check(z.maxLength(250)),
  warnedRegions: z.array(regionCodeSchema).check(z.maxLength(250)),
  deniedIps: z.array(ipRuleSchema).check(z.maxLength(500)),
});
export type SiteAccess = z.infer<typeof siteAccessSchema>;

/** The settings of every brand, with the header the regions are read from (null: regions are off). */
export const consoleSiteAccessList = defineConsoleEndpoint({
  path: '/site-access/list',
  request: z.object({}),
  response: z.object({ list: z.array(siteAccessSchema), regionHeader: z.nullable(z.string()) }),
  roles: ['admin'],
});

/** Replaces one brand's settings; a reason is required (the audit row keeps it). 6004 for an unknown brand. */
export const consoleSiteAccessSave = defineConsoleEndpoint({
  path: '/site-access/save',
  request: z.object({ access: siteAccessSchema, reason: z.string().check(z.minLength(2), z.maxLength(200)) }),
  response: siteAccessSchema,
  roles: ['admin'],
});
