import { z } from 'zod/mini';
import { defineConsoleEndpoint } from './endpoint';
import { canaryFiguresSchema } from './releases';

/**
 * 远程健康 (release, admin): how each remote and version loads in players' browsers, from the load
 * outcomes the pages report (browser_reports, kind remote-load; one row per load, so a failed load's
 * extra remote events are never counted twice). Kept 7 days, like every browser report.
 */
export const remoteHealthWindowSchema = z.enum(['1h', '24h', '7d']);
export type RemoteHealthWindow = z.infer<typeof remoteHealthWindowSchema>;

export const REMOTE_HEALTH_WINDOW_MS: Readonly<Record<RemoteHealthWindow, number>> = {
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** How many of the latest failed loads the page lists. */
export const REMOTE_HEALTH_RECENT_LIMIT = 20;

export const remoteHealthRowSchema = z.object({
  /** The federation name (mf_sports). */
  remote: z.string(),
  /** The version the page loaded ('' when the remote's manifest named none). */
  version: z.string(),
  loads: z.int(),
  /** Failed loads by kind: the remote could not be fetched, or its build does not fit the host. */
  unavailable: z.int(),
  incompatible: z.int(),
  /** Failed loads / loads, 0..1. */
  failureRate: z.number(),
  /** Time to render of the successful loads, ms; null when none succeeded. */
  p50Ms: z.nullable(z.int()),
  p95Ms: z.nullable(z.int()),
});
export type RemoteHealthRow = z.infer<typeof remoteHealthRowSchema>;

export const remoteFailureSchema = z.object({
  at: z.string(),
  siteId: z.string(),
  remote: z.string(),
  version: z.string(),
  outcome: z.enum(['unavailable', 'incompatible']),
  ms: z.nullable(z.int()),
  /** The page load's 问题编号: 问题查询 shows everything else that page did. */
  traceId: z.string(),
});
export type RemoteFailure = z.infer<typeof remoteFailureSchema>;

/** A canary the server withdrew within the window (发布管理's auto_rollback). */
export const autoRollbackSchema = z.object({
  at: z.string(),
  siteId: z.string(),
  /** The federation name (mf_sports), as in the rows. */
  remote: z.string(),
  version: z.string(),
  figures: canaryFiguresSchema,
});
export type AutoRollback = z.infer<typeof autoRollbackSchema>;

export const consoleRemoteHealth = defineConsoleEndpoint({
  path: '/remote-health',
  request: z.object({
    window: z._default(remoteHealthWindowSchema, '24h'),
    /** One brand's page loads; absent: every brand's. */
    siteId: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    /** The brands to choose from. */
    sites: z.array(z.object({ siteId: z.string(), name: z.string() })),
    remotes: z.array(remoteHealthRowSchema),
    recentFailures: z.array(remoteFailureSchema),
    /** The canaries withdrawn automatically within the window, newest first. */
    autoRollbacks: z.array(autoRollbackSchema),
  }),
  roles: ['admin', 'release'],
});
