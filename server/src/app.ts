import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadJwtSecret } from './auth/jwt-secret';
import type { Database } from './db/database';
import { createHandlers, registerAllEndpoints } from './endpoints';
import { createApiRouter } from './http/api-router';
import { registerCors } from './http/cors';
import { registerFallbacks } from './http/fallbacks';
import { keepRawJsonBody } from './http/raw-body';
import { registerArtRoutes } from './static/art-routes';

export interface AppOptions {
  /** Already migrated and seeded (db/prepare). */
  db: Database;
  /** null: reflect any origin. */
  corsOrigins?: string[] | null;
  /** Test-only endpoints (none yet); off unless PLATFORM_TEST_MODE=1. */
  testMode?: boolean;
  /** JWT_SECRET; null generates one and keeps it in the database. */
  jwtSecret?: string | null;
  /** Check every answer against its contract schema; on everywhere except production. */
  validateResponses?: boolean;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Obfuscated paths are one route parameter of AES ciphertext; Fastify's default 100-character
    // limit would turn any API path over 63 characters into a bare 404.
    routerOptions: { maxParamLength: 1024 },
    // Each request's outcome is logged where it is decided (security refusals, failures); one
    // line per request on top of that drowns the useful lines during e2e runs.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const testMode = options.testMode ?? false;

  keepRawJsonBody(app);
  await registerCors(app, options.corsOrigins ?? null);
  registerFallbacks(app);

  app.get('/healthz', async () => {
    await options.db.query('select 1');
    return { status: 'ok', database: options.db.kind, testMode };
  });
  registerArtRoutes(app, options.db);

  const router = createApiRouter(app, {
    db: options.db,
    validateResponses: options.validateResponses ?? true,
    clock: options.clock ?? (() => new Date()),
  });
  const jwtSecret = await loadJwtSecret(options.db, options.jwtSecret ?? null);
  registerAllEndpoints(router, createHandlers({ db: options.db, jwtSecret }));

  await app.ready();
  return app;
}
