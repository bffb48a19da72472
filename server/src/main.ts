import { join } from 'node:path';
import { buildApp } from './app';
import { openClusterLink } from './cluster/cluster-link';
import { readConfig } from './config';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { messageSenderFromConfig } from './outside-world/messages-from-config';
import { overrideKeysFrom } from './delivery/override-token';
import { remoteOverrideOptions } from './delivery/remote-overrides';
import { createTestClock } from './testing/test-clock';

/** Entry point: `pnpm --filter server start`. Every setting comes from the environment (see config.ts). */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const db = await openDatabase(config);
  const prepared = await prepareDatabase(db);
  const cluster = await openClusterLink(config, { error: (fields, message) => console.error(message, fields) });
  // In test mode the clock is real time plus an offset testAdvanceClock moves forward (day-based rules:
  // sign-ins, weekly gifts); outside it the app keeps the plain system clock.
  const testClock = config.testMode ? createTestClock() : null;
  const app = await buildApp({
    db,
    filesDir: join(config.dataDir, 'files'),
    corsOrigins: config.corsOrigins,
    testMode: config.testMode,
    ...(testClock === null
      ? {}
      : {
          clock: testClock.now,
          advanceClock: (ms: number) => {
            testClock.advance(ms);
            return testClock.now();
          },
        }),
    captchaRequired: config.captchaRequired,
    loginAttemptsPerMinute: config.loginAttemptsPerMinute,
    jwtSecret: config.jwtSecret,
    outside: { messages: messageSenderFromConfig(config.messaging) },
    validateResponses: !config.production,
    trustProxy: config.trustProxy,
    admission: config.admission,
    logger: { level: config.logLevel },
    ...(cluster === null ? {} : { cluster }),
    sports: {
      feedRate: config.sportsFeedRate,
      betDelayMs: config.sportsBetDelayMs,
      clockSpeed: config.sportsClockSpeed,
    },
    console: config.console,
    regionHeader: config.siteRegionHeader,
    loginLimits: config.loginLimits,
    canaryRollback: config.canaryRollback,
    remoteOverrides: remoteOverrideOptions(
      overrideKeysFrom(config.overrideSigningKey, config.production),
      config.production,
    ),
    chat: {
      socketsPerPerson: config.chatSocketsPerPerson,
      socketsPerAddress: config.chatSocketsPerAddress,
      sendsPerPerson: config.chatSendsPerPerson,
    },
  });
  app.log.info(
    {
      database: db.kind,
      cluster: cluster === null ? undefined : { node: cluster.node, leading: cluster.leadership.leading },
      dataDir: db.kind === 'pglite' ? config.dataDir : undefined,
      ...prepared,
      testMode: config.testMode,
      captchaRequired: config.captchaRequired,
    },
    'database ready',
  );

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests first, then close the database the in-flight ones were using.
    app
      .close()
      .then(() => cluster?.close())
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`reference API listening on http://${config.host}:${config.port}`);
}

main().catch((error: unknown) => {
  console.error('reference API failed to start:', error);
  process.exit(1);
});
