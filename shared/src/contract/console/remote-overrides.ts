import { z } from 'zod/mini';
import { remoteNameSchema } from '../delivery-remotes';
import { defineConsoleEndpoint } from './endpoint';

/**
 * Developer overrides (发布管理; release and admin): a signed, expiring permission for ONE browser
 * to load one remote of one brand from another address (a team's dev server) inside the deployed
 * site. The server signs a token (Ed25519); the developer opens the link on the site, which keeps
 * the token in a cookie of that browser only. The host sends it with its start-up call to
 * /delivery/remotes and the site's page server admits the address in that browser's security
 * policy; every other visitor is unaffected. 8096 an address that is no http(s) remoteEntry.js or
 * mf-manifest.json, 8097 a lifetime outside the allowed range, 8098 revoking what is already
 * revoked or expired, 8099 no signing key configured (production without OVERRIDE_SIGNING_KEY).
 */

/** The longest lifetime the server signs: a forgotten override ends within a working afternoon. */
export const OVERRIDE_MAX_SECONDS = 4 * 60 * 60;
/** The shortest in production; outside production the server allows OVERRIDE_TEST_MIN_SECONDS (tests). */
export const OVERRIDE_MIN_SECONDS = 15 * 60;
export const OVERRIDE_TEST_MIN_SECONDS = 5;
/** The lifetimes the console offers. */
export const OVERRIDE_LIFETIMES_SECONDS = [15 * 60, 60 * 60, 4 * 60 * 60] as const;

export const remoteOverrideSchema = z.object({
  id: z.int(),
  siteId: z.string(),
  remote: remoteNameSchema,
  address: z.string(),
  expiresAt: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string(),
});
export type RemoteOverride = z.infer<typeof remoteOverrideSchema>;

/** Issues an override; answers it with its token and the link to open in the developer's browser. */
export const consoleOverrideIssue = defineConsoleEndpoint({
  path: '/releases/overrides/issue',
  request: z.object({
    siteId: z.string().check(z.minLength(1), z.maxLength(32)),
    remote: remoteNameSchema,
    address: z.string().check(z.minLength(1), z.maxLength(500)),
    lifetimeSeconds: z.int().check(z.gte(1), z.lte(OVERRIDE_MAX_SECONDS)),
  }),
  response: z.object({
    override: remoteOverrideSchema,
    token: z.string(),
    /** The link on the brand's own address; on another deployment open `${site}${linkPath}`. */
    link: z.string(),
    linkPath: z.string(),
  }),
  roles: ['release', 'admin'],
});

/** The overrides neither revoked nor expired, newest first. */
export const consoleOverrideList = defineConsoleEndpoint({
  path: '/releases/overrides/list',
  request: z.object({}),
  response: z.object({ list: z.array(remoteOverrideSchema) }),
  roles: ['release', 'admin'],
});

/** Ends an override before it expires: the next page load of its browser runs the normal remote. */
export const consoleOverrideRevoke = defineConsoleEndpoint({
  path: '/releases/overrides/revoke',
  request: z.object({ id: z.int() }),
  response: remoteOverrideSchema,
  roles: ['release', 'admin'],
});
