import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ALLOWED_REQUEST_HEADERS } from 'shared/contract';
import { CONSOLE_AUTH_HEADER } from 'shared/contract/console';
import type { Queryable } from '../db/database';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) origin on this machine: `npm start` and the e2e suite serve every app from one. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** The origins of the brands' own addresses (sites.h5_domain_url). */
export async function brandOrigins(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ url: string }>('select h5_domain_url as url from sites');
  return rows.flatMap(({ url }) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
}

/**
 * The host and every remote are served from their own origins, so all API calls are cross-origin.
 * Only listed origins get CORS answers: `origins` (CORS_ORIGINS) when the operator gave them, else
 * (development, where config.ts allows it) loopback origins and the brands' addresses. Reflecting any
 * origin let every web page drive logins and registrations from its visitors' browsers.
 */
export async function registerCors(
  app: FastifyInstance,
  origins: readonly string[] | null,
  brands: readonly string[],
): Promise<void> {
  const listed = new Set(origins ?? brands);
  const allowed = (origin: string): boolean => listed.has(origin) || (origins === null && isLoopbackOrigin(origin));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    // The console's bearer token rides on Authorization; the player API never reads it.
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS, CONSOLE_AUTH_HEADER],
    // Preflights repeat for every distinct call otherwise; ten minutes is Chromium's cap anyway.
    maxAge: 600,
  });
}
