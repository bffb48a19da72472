import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadJwtSecret } from './auth/jwt-secret';
import { pruneAuthRecords } from './auth/prune-auth-records';
import { loadServerSecret } from './auth/server-secret';
import type { SliderProvider } from './captcha/slider/provider';
import { createReferenceSliderProvider } from './captcha/slider/reference-provider';
import { CodeOutbox, logCodeSender, recordingSender, type CodeSender } from './codes/code-sender';
import type { Database } from './db/database';
import { registerAllEndpoints } from './endpoints';
import type { HandlerDeps } from './endpoints/handler-map';
import { registerLobbyRoute } from './games/lobby-route';
import { registerPlayRoutes } from './games/play/play-routes';
import { registerCashierRoute } from './funds/deposits/cashier-route';
import { createApiRouter } from './http/api-router';
import { registerCors } from './http/cors';
import { registerFallbacks } from './http/fallbacks';
import { keepRawJsonBody } from './http/raw-body';
import { registerArtRoutes } from './static/art-routes';
import { registerFileRoutes } from './files/file-routes';
import { registerFeedRoute } from './sports/feed/feed-route';
import { DEFAULT_SPORTS_OPTIONS, SportsVenue, type SportsOptions } from './sports/sports-venue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sports venue, for tests that tick its engine by hand. */
    sportsVenue: SportsVenue;
  }
}

export interface AppOptions {
  /** Already migrated and seeded (db/prepare). */
  db: Database;
  /** null: reflect any origin. */
  corsOrigins?: string[] | null;
  /** Mounts the test-only endpoints (shared/contract/testing: last code sent, captcha answers, sports drivers); off unless PLATFORM_TEST_MODE=1. */
  testMode?: boolean;
  /** CAPTCHA_REQUIRED; on unless switched off. */
  captchaRequired?: boolean;
  /** LOGIN_RATE_LIMIT: login calls per minute for one name and for one IP; 10 by default. */
  loginAttemptsPerMinute?: number;
  /** A hosted slider provider instead of the reference one (captcha/slider/provider.ts). */
  sliderProvider?: SliderProvider;
  /** An SMS/e-mail/voice gateway; by default codes are only logged. */
  codeSender?: CodeSender;
  /** JWT_SECRET; null generates one and keeps it in the database. */
  jwtSecret?: string | null;
  /** Check every answer against its contract schema; on everywhere except production. */
  validateResponses?: boolean;
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  /** With testMode: moves `clock` forward by ms and answers the new time (the testAdvanceClock endpoint). */
  advanceClock?: (ms: number) => Date;
  /** The sports venue: SPORTS_FEED_RATE, SPORTS_BET_DELAY_MS, SPORTS_CLOCK_SPEED, the book's seed, the engine's own timer. */
  sports?: Partial<SportsOptions>;
  /** Where uploaded images are kept (DATA_DIR/files); tests give each app a folder of its own. */
  filesDir: string;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Obfuscated paths are one route parameter of AES ciphertext; Fastify's default 100-character
    // limit would turn any API path over 63 characters into a bare 404.
    routerOptions: { maxParamLength: 1024 },
    // upload/uploadImage carries up to 2 MB as base64 (2.8 MB), and behind the obfuscated route once
    // more as AES base64 (3.7 MB); that route serves every endpoint, so the limit cannot be per path.
    bodyLimit: 4 * 1024 * 1024,
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
  registerLobbyRoute(app, options.db);

  const clock = options.clock ?? (() => new Date());
  registerPlayRoutes(app, options.db, clock, options.corsOrigins ?? null);
  registerCashierRoute(app, options.db, clock);
  await registerFileRoutes(app, options.db, clock, options.filesDir);
  const sports = new SportsVenue(options.db, clock, { ...DEFAULT_SPORTS_OPTIONS, ...options.sports }, app.log);
  await registerFeedRoute(app, sports.hub, options.corsOrigins ?? null, () => clock().getTime());

  const router = createApiRouter(app, {
    db: options.db,
    validateResponses: options.validateResponses ?? true,
    clock,
  });
  const jwtSecret = await loadJwtSecret(options.db, options.jwtSecret ?? null);
  const authSecret = await loadServerSecret(options.db, 'auth_secret');
  const outbox = testMode ? new CodeOutbox() : null;
  const sender = options.codeSender ?? logCodeSender;
  const deps: HandlerDeps = {
    db: options.db,
    jwtSecret,
    authSecret,
    captchaRequired: options.captchaRequired ?? true,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10,
    slider: options.sliderProvider ?? createReferenceSliderProvider(options.db, authSecret),
    codeSender: outbox === null ? sender : recordingSender(sender, outbox),
    outbox,
    sports,
    filesDir: options.filesDir,
    ...(testMode && options.advanceClock !== undefined ? { advanceClock: options.advanceClock } : {}),
  };
  registerAllEndpoints(router, deps, { testMode });
  schedulePruning(app, options.db);
  await sports.start();
  app.decorate('sportsVenue', sports);
  app.addHook('onClose', () => sports.stop());

  await app.ready();
  return app;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** Clears spent captchas, codes and attempts every ten minutes while the app runs. */
function schedulePruning(app: FastifyInstance, db: Database): void {
  const timer = setInterval(() => {
    pruneAuthRecords(db, new Date()).catch((error: unknown) => app.log.error({ err: error }, 'pruning authentication records failed'));
  }, PRUNE_INTERVAL_MS);
  // Never the reason the process stays alive.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
