import websocket from '@fastify/websocket';
import { Admission, type AdmissionLimits } from './http/admission';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadJwtSecret } from './auth/jwt-secret';
import { pruneAuthRecords } from './auth/prune-auth-records';
import { loadServerSecret } from './auth/server-secret';
import type { SliderProvider } from './captcha/slider/provider';
import { createReferenceSliderProvider } from './captcha/slider/reference-provider';
import { ChatHub, DEFAULT_CHAT_OPTIONS, type ChatOptions } from './chat/chat-hub';
import { registerChatRoute } from './chat/chat-route';
import { chatPublisher, relayChat } from './cluster/chat-relay';
import type { ClusterLink } from './cluster/cluster-link';
import { relaySportsFeed } from './cluster/sports-relay';
import { CodeOutbox, recordingSender } from './codes/code-outbox';
import type { Database } from './db/database';
import type { OutsideWorld } from './outside-world/outside-world';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './members/login-limits';
import { withStandIns } from './outside-world/stand-ins';
import { registerAllEndpoints } from './endpoints';
import { consoleHandlers } from './endpoints/console';
import { DEFAULT_CONSOLE_OPTIONS, type ConsoleOptions } from './back-office/console-options';
import { registerConsoleApi } from './http/console/console-router';
import type { HandlerDeps } from './endpoints/handler-map';
import { createApiRouter } from './http/api-router';
import { brandOrigins, registerCors } from './http/cors';
import { ReplayGuard, SharedReplayGuard } from './http/replay-guard';
import { registerFallbacks } from './http/fallbacks';
import { keepRawJsonBody } from './http/raw-body';
import { trustProxySetting, type TrustProxy } from './http/trust-proxy';
import { registerArtRoutes } from './static/art-routes';
import { registerFileRoutes } from './files/file-routes';
import { registerFeedRoute } from './sports/feed/feed-route';
import { liveFieldsOf } from './sports/book/live-fields';
import { settleEndedRaces } from './promotions/race/settle-race';
import { DEFAULT_SPORTS_OPTIONS, SportsVenue, type SportsOptions } from './sports/sports-venue';
import {
  DEFAULT_DIAGNOSTICS_OPTIONS,
  startDiagnostics,
  type DiagnosticsOptions,
} from './diagnostics/start-diagnostics';
import { registerBrowserReportRoute } from './http/browser-report-route';
import { DEFAULT_CANARY_ROLLBACK, type CanaryRollbackLimits } from './delivery/canary-guard';
import { ReportRateLimit } from './diagnostics/report-rate-limit';
import { registryBlobs } from './delivery/blob-store';
import { registerRegistryRoutes } from './delivery/registry-routes';
import { overrideKeysFrom } from './delivery/override-token';
import { remoteOverrideOptions, type RemoteOverrideOptions } from './delivery/remote-overrides';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sports venue, for tests that tick its engine by hand. */
    sportsVenue: SportsVenue;
  }
}

export interface AppOptions {
  /** Already migrated and seeded (db/prepare). */
  db: Database;
  /** CORS_ORIGINS; null: loopback origins and the brands' addresses (http/cors). */
  corsOrigins?: string[] | null;
  /** Mounts the test-only endpoints (shared/contract/testing: last code sent, captcha answers, sports drivers); off unless PLATFORM_TEST_MODE=1. */
  testMode?: boolean;
  /** CAPTCHA_REQUIRED; on unless switched off. */
  captchaRequired?: boolean;
  /** LOGIN_RATE_LIMIT: login calls per minute for one name and for one IP; 10 by default. */
  loginAttemptsPerMinute?: number;
  /** MEMBER_MAX_DEVICES, RISKY_LOGIN_MEMBERS_PER_ADDRESS (config.ts): 6039 and 6029 at login. */
  loginLimits?: Partial<LoginLimits>;
  /** A hosted slider provider instead of the reference one (captcha/slider/provider.ts). */
  sliderProvider?: SliderProvider;
  /**
   * The real services that replace stand-ins (outside-world/outside-world.ts): SMTP and the SMS
   * gateway for codes (outside-world/messages-from-config.ts), a support bot. Each one left out is played by its stand-in.
   */
  outside?: Partial<OutsideWorld>;
  /** JWT_SECRET; null generates one and keeps it in the database. */
  jwtSecret?: string | null;
  /** Check every answer against its contract schema; on everywhere except production. */
  validateResponses?: boolean;
  /** API_MAX_IN_FLIGHT and the rest (config.ts): how many player API calls run and wait before 6317. */
  admission?: AdmissionLimits | Admission;
  /** TRUST_PROXY (config.ts): hops or proxy addresses whose X-Forwarded-For entries are believed; none by default. */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  clock?: () => Date;
  /** With testMode: moves `clock` forward by ms and answers the new time (the testAdvanceClock endpoint). */
  advanceClock?: (ms: number) => Date;
  /** The sports venue: SPORTS_FEED_RATE, SPORTS_BET_DELAY_MS, SPORTS_CLOCK_SPEED, the book's seed, the engine's own timer. */
  sports?: Partial<SportsOptions>;
  /** Where uploaded images are kept (DATA_DIR/files); tests give each app a folder of its own. */
  filesDir: string;
  /** The chat socket: the support agent's pause, how long a silent socket is kept, the socket caps. */
  chat?: Partial<ChatOptions>;
  /** One process of several (REDIS_URL): feed and chat pushes fanned out, the engine run by the leader only. */
  cluster?: ClusterLink;
  /** The operator console's idle timeout and four-eyes threshold (CONSOLE_IDLE_MINUTES, WITHDRAW_FOUR_EYES_ABOVE). */
  console?: Partial<ConsoleOptions>;
  /** SITE_REGION_HEADER (config.ts): the trusted header naming the visitor's country; null: regions off. */
  regionHeader?: string | null;
  /** Support's trace lookup: how often recorded API calls are written, the buffer, browser reports per address. */
  diagnostics?: Partial<DiagnosticsOptions>;
  /** CANARY_ROLLBACK_FAILURE_RATE, CANARY_ROLLBACK_MIN_LOADS (config.ts): when the server withdraws a failing canary. */
  canaryRollback?: Partial<CanaryRollbackLimits>;
  /** OVERRIDE_SIGNING_KEY (config.ts): the developer overrides' key and shortest lifetime; a key of this process by default. */
  remoteOverrides?: Partial<RemoteOverrideOptions>;
}

/**
 * The one WebSocket server's largest frame (sports feed and chat). A chat frame over
 * CHAT_MAX_FRAME_BYTES is answered with 7508 and the socket kept, so ws itself only cuts off frames
 * far beyond anything a client sends.
 */
const WS_MAX_PAYLOAD_BYTES = 64 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(options.trustProxy ?? false),
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
  await registerCors(app, options.corsOrigins ?? null, await brandOrigins(options.db));
  registerFallbacks(app);

  app.get('/healthz', async () => {
    await options.db.query('select 1');
    // Several processes: which one this is and whether it runs the live engine (the cluster bench reads it).
    const cluster =
      options.cluster === undefined ? {} : { node: options.cluster.node, leading: options.cluster.leadership.leading };
    return { status: 'ok', database: options.db.kind, testMode, ...cluster };
  });
  registerArtRoutes(app, options.db);

  const clock = options.clock ?? (() => new Date());
  // The one place the platform meets the outside world: a stand-in for each service not configured.
  const standIns = withStandIns(options.outside ?? {}, { db: options.db, clock });
  standIns.games.mount(app, options.corsOrigins ?? null);
  standIns.payments.mount(app);
  await registerFileRoutes(app, options.db, clock, options.filesDir);
  const sports = new SportsVenue(
    options.db,
    clock,
    { ...DEFAULT_SPORTS_OPTIONS, ...options.sports },
    app.log,
    standIns.sportsFeed,
  );
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD_BYTES } });
  await registerFeedRoute(app, sports.hub, options.corsOrigins ?? null, () => clock().getTime());

  const diagnostics = { ...DEFAULT_DIAGNOSTICS_OPTIONS, ...options.diagnostics };
  const calls = startDiagnostics(app, options.db, clock, diagnostics);
  registerBrowserReportRoute(app, options.db, new ReportRateLimit(diagnostics.reportsPerMinute), clock, {
    ...DEFAULT_CANARY_ROLLBACK,
    ...options.canaryRollback,
  });
  // The remote registry's files and each visitor's map of remote versions (src/delivery).
  const overrides = {
    ...remoteOverrideOptions(overrideKeysFrom(null, false), false),
    ...options.remoteOverrides,
  };
  registerRegistryRoutes(app, options.db, registryBlobs(options.filesDir), overrides);
  const router = createApiRouter(app, {
    db: options.db,
    validateResponses: options.validateResponses ?? true,
    clock,
    // Several processes see each other's request ids only through the database.
    replays: options.cluster === undefined ? new ReplayGuard() : new SharedReplayGuard(options.db),
    admission: options.admission instanceof Admission ? options.admission : new Admission(options.admission),
    regionHeader: options.regionHeader ?? null,
    calls,
  });
  const jwtSecret = await loadJwtSecret(options.db, options.jwtSecret ?? null);
  const authSecret = await loadServerSecret(options.db, 'auth_secret');
  const chat = new ChatHub({
    db: options.db,
    jwtSecret,
    clock,
    findMatch: (gameId) => {
      const match = sports.book.matches.get(gameId);
      return match === undefined
        ? null
        : { home: match.fixture.teamH, away: match.fixture.teamC, live: { gameId, ...liveFieldsOf(match) } };
    },
    log: app.log,
    options: { ...DEFAULT_CHAT_OPTIONS, ...options.chat },
    supportBot: standIns.supportBot,
    operatorIdleMs: { ...DEFAULT_CONSOLE_OPTIONS, ...options.console }.idleMs,
    ...(options.cluster === undefined
      ? {}
      : {
          publish: chatPublisher(options.cluster.fanOut, options.cluster.node, app.log),
          sendCounter: options.cluster.counter,
        }),
  });
  registerChatRoute(app, chat, options.db, options.corsOrigins ?? null);
  sports.hub.onMatchChanges((changes) => chat.pushMatchChanges(changes));
  const outbox = testMode ? new CodeOutbox() : null;
  const sender = standIns.messages;
  const deps: HandlerDeps = {
    db: options.db,
    jwtSecret,
    authSecret,
    captchaRequired: options.captchaRequired ?? true,
    loginAttemptsPerMinute: options.loginAttemptsPerMinute ?? 10,
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    slider: options.sliderProvider ?? createReferenceSliderProvider(options.db, authSecret),
    messageSender: outbox === null ? sender : recordingSender(sender, outbox),
    payments: standIns.payments,
    games: standIns.games,
    outbox,
    sports,
    chat,
    filesDir: options.filesDir,
    ...(testMode && options.advanceClock !== undefined ? { advanceClock: options.advanceClock } : {}),
  };
  registerAllEndpoints(router, deps, { testMode });
  // The operator console: its own prefix, pipeline and sessions, beside the player API.
  const consoleOptions = { ...DEFAULT_CONSOLE_OPTIONS, ...options.console };
  registerConsoleApi(
    app,
    consoleHandlers({
      db: options.db,
      options: consoleOptions,
      authSecret,
      regionHeader: options.regionHeader ?? null,
      filesDir: options.filesDir,
      chat,
      matchTitle: (gameId) => {
        const match = sports.book.matches.get(gameId);
        return match === undefined ? null : `${match.fixture.teamH} vs ${match.fixture.teamC}`;
      },
      calls,
      overrides,
    }),
    {
      db: options.db,
      validateResponses: options.validateResponses ?? true,
      clock,
      options: consoleOptions,
    },
  );
  schedulePruning(app, options.db);
  scheduleRaceSettlement(app, options.db, clock);
  if (options.cluster !== undefined) {
    const { fanOut, leadership, node } = options.cluster;
    const stopFeed = await relaySportsFeed(sports, fanOut, leadership, node, app.log);
    const stopChat = await relayChat(chat, fanOut, node, app.log);
    app.addHook('onClose', async () => {
      stopFeed();
      stopChat();
    });
  }
  await sports.start();
  app.decorate('sportsVenue', sports);
  app.addHook('onClose', () => sports.stop());

  await app.ready();
  return app;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
const RACE_SETTLE_INTERVAL_MS = 60 * 1000;

/** Ended races pay their prizes within a minute even if no winner looks (reads settle them too). */
function scheduleRaceSettlement(app: FastifyInstance, db: Database, clock: () => Date): void {
  const timer = setInterval(() => {
    settleEndedRaces(db, clock()).catch((error: unknown) =>
      app.log.error({ err: error }, 'settling ended races failed'),
    );
  }, RACE_SETTLE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Clears spent captchas, codes and attempts every ten minutes while the app runs. */
function schedulePruning(app: FastifyInstance, db: Database): void {
  const timer = setInterval(() => {
    pruneAuthRecords(db, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'pruning authentication records failed'),
    );
  }, PRUNE_INTERVAL_MS);
  // Never the reason the process stays alive.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
