import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/, wherever the process was started from. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** PLATFORM_TEST_MODE=1: enables test-only endpoints (none yet; later issues add them). */
  testMode: boolean;
  /** null: reflect any origin. */
  corsOrigins: string[] | null;
  jwtSecret: string | null;
  /** NODE_ENV=production: skips the response-contract check on every call. */
  production: boolean;
  logLevel: string;
  /** TRUST_PROXY=1 behind a reverse proxy, so request IPs come from X-Forwarded-For. */
  trustProxy: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function parsePort(value: string | undefined): number {
  if (nonEmpty(value) === null) return 8090;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be an integer from 1 to 65535, got "${value}"`);
  return port;
}

export function readConfig(env: Env, packageDir: string = PACKAGE_DIR): ServerConfig {
  const origins = nonEmpty(env.CORS_ORIGINS);
  const dataDir = nonEmpty(env.DATA_DIR);
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: dataDir === null ? resolve(packageDir, '.data') : resolve(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    testMode: env.PLATFORM_TEST_MODE === '1',
    corsOrigins:
      origins === null || origins === '*'
        ? null
        : origins
            .split(',')
            .map((o) => o.trim())
            .filter((o) => o !== ''),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    production: env.NODE_ENV === 'production',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
  };
}
