import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_SENDS_PER_PERSON_WINDOW } from 'shared/contract';
import { DEFAULT_ADMISSION_LIMITS, type AdmissionLimits } from './http/admission';
import { DEFAULT_CONSOLE_OPTIONS, type ConsoleOptions } from './back-office/console-options';
import type { TrustProxy } from './http/trust-proxy';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './members/login-limits';
import type { MessagingConfig } from './outside-world/messaging-config';
import type { CanaryRollbackLimits } from './delivery/canary-guard';
import { canaryRollbackFromEnv } from './delivery/canary-rollback-config';

/** server/, wherever the process was started from. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** REDIS_URL: this process is one of several (pub/sub fan-out, one engine leader); needs DATABASE_URL. */
  redisUrl: string | null;
  /** PLATFORM_TEST_MODE=1: enables the test-only endpoints (last code sent, captcha answers). */
  testMode: boolean;
  /** CAPTCHA_REQUIRED: login and register without a captcha (kaptchcate 0) are refused; off only with 0/false. */
  captchaRequired: boolean;
  /** LOGIN_RATE_LIMIT: login calls allowed per minute for one name and for one IP (6011 beyond). */
  loginAttemptsPerMinute: number;
  /**
   * CORS_ORIGINS: the origins allowed to call the API. null (development only): loopback origins and
   * the brands' own addresses. Required in production, so no web page can drive logins from its visitors.
   */
  corsOrigins: string[] | null;
  jwtSecret: string | null;
  /** NODE_ENV=production: skips the response-contract check on every call. */
  production: boolean;
  logLevel: string;
  /**
   * TRUST_PROXY: which proxies in front of the server may name the client in X-Forwarded-For.
   * false: none, the socket's address is the client. A number: that many hops, each proxy appending
   * the address it was called from, so the client is the entry that many places from the right
   * (1: the one proxy's). A list of addresses or CIDRs: proxies on those addresses are skipped from
   * the right. Never "trust everything": the left-most entry is whatever the client wrote.
   */
  trustProxy: TrustProxy;
  /** SPORTS_FEED_RATE: random in-play odds changes a second on the sports feed (0 stops them). */
  sportsFeedRate: number;
  /** CHAT_SOCKETS_PER_PERSON: chat sockets one member (or guest) may be logged in on at once, per process. */
  chatSocketsPerPerson: number;
  /** CHAT_SOCKETS_PER_ADDRESS: chat sockets one client address may hold open at once, per process. */
  chatSocketsPerAddress: number;
  /** CHAT_SENDS_PER_PERSON: chat messages one member (or guest) may send in the chat's send window, across sockets. */
  chatSendsPerPerson: number;
  /** SPORTS_BET_DELAY_MS: how long an in-play bet waits for confirmation. */
  sportsBetDelayMs: number;
  /** SPORTS_CLOCK_SPEED: game time per wall-clock time; 10 plays a football match in about eleven minutes. */
  sportsClockSpeed: number;
  /** SMTP_* and SMS_GATEWAY_*: where verification codes go; unset, the development outbox only logs them. */
  messaging: MessagingConfig;
  /** API_MAX_IN_FLIGHT, API_MAX_QUEUED, API_QUEUE_WAIT_MS: calls run at once, waiting, and the longest wait before 6317. */
  admission: AdmissionLimits;
  /**
   * CONSOLE_IDLE_MINUTES, WITHDRAW_FOUR_EYES_ABOVE and ADJUST_FOUR_EYES_ABOVE (yuan; unset, the
   * withdrawals' value): the operator console's session idle time and four-eyes thresholds.
   */
  console: Pick<ConsoleOptions, 'idleMs' | 'fourEyesAboveFen' | 'adjustFourEyesAboveFen'>;
  /**
   * SITE_REGION_HEADER: the header a trusted proxy in front of the server writes the visitor's country
   * in (e.g. CF-IPCountry), lower case; unset: the site access regions are off (nothing else could be trusted).
   */
  siteRegionHeader: string | null;
  /** MEMBER_MAX_DEVICES (browsers a member may use within 30 days: 6039 beyond) and RISKY_LOGIN_MEMBERS_PER_ADDRESS (members from one address within an hour: 6029 beyond). */
  loginLimits: LoginLimits;
  /** CANARY_ROLLBACK_FAILURE_RATE (0..1, above it a canary is withdrawn) and CANARY_ROLLBACK_MIN_LOADS (loads before the rate counts). */
  canaryRollback: CanaryRollbackLimits;
  /** OVERRIDE_SIGNING_KEY: the Ed25519 private key (PEM or base64 PKCS#8 DER) that signs developer overrides. */
  overrideSigningKey: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

function parsePort(value: string | undefined): number {
  if (nonEmpty(value) === null) return 8090;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be an integer from 1 to 65535, got "${value}"`);
  return port;
}

/** On unless explicitly switched off: a forgotten variable must not silently disable a protection. */
function parseSwitch(name: string, value: string | undefined): boolean {
  const text = nonEmpty(value)?.toLowerCase() ?? null;
  if (text === null || text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new Error(`${name} must be 1/true or 0/false, got "${value}"`);
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parseWholeNumber(name: string, value: string | undefined, fallback: number, max: number): number {
  if (nonEmpty(value) === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return n;
}

function parseSpeed(name: string, value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === null) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 1000)
    throw new Error(`${name} must be a number above 0 and at most 1000, got "${value}"`);
  return n;
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy list accepts too. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value);
  if (text === null || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would take the client-written left-most X-Forwarded-For address; give the number of proxies (e.g. 1) or their addresses',
    );
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined)
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses/CIDRs, got "${bad}"`,
    );
  return entries;
}

function parseOrigins(value: string | null, production: boolean): string[] | null {
  if (value === null) {
    if (production)
      throw new Error(
        'CORS_ORIGINS must list the site origins in production (comma-separated, e.g. https://www.example.com)',
      );
    return null;
  }
  if (value === '*')
    throw new Error('CORS_ORIGINS="*" would let any web page call the API; list the site origins instead');
  return value
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
}

function requireUrl(name: string, value: string, schemes: readonly string[]): string {
  let scheme: string;
  try {
    scheme = new URL(value).protocol.replace(/:$/, '');
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (!schemes.includes(scheme))
    throw new Error(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}, got "${value}"`);
  return value;
}

function parseMessaging(env: Env): MessagingConfig {
  const smtpUrl = nonEmpty(env.SMTP_URL);
  const smsUrl = nonEmpty(env.SMS_GATEWAY_URL);
  const from = nonEmpty(env.SMTP_FROM);
  const token = nonEmpty(env.SMS_GATEWAY_TOKEN);
  if (smtpUrl !== null && from === null) throw new Error('SMTP_FROM must name the sender address when SMTP_URL is set');
  if (smsUrl !== null && token === null) throw new Error('SMS_GATEWAY_TOKEN must be set when SMS_GATEWAY_URL is set');
  return {
    smtp:
      smtpUrl === null || from === null
        ? null
        : {
            url: requireUrl('SMTP_URL', smtpUrl, ['smtp', 'smtps']),
            from,
            timeoutMs: parsePositiveInt('SMTP_TIMEOUT_MS', env.SMTP_TIMEOUT_MS, 10_000),
          },
    smsGateway:
      smsUrl === null || token === null
        ? null
        : {
            url: requireUrl('SMS_GATEWAY_URL', smsUrl, ['http', 'https']),
            token,
            timeoutMs: parsePositiveInt('SMS_GATEWAY_TIMEOUT_MS', env.SMS_GATEWAY_TIMEOUT_MS, 5_000),
          },
  };
}

function parseHeaderName(name: string, value: string | undefined): string | null {
  const text = nonEmpty(value);
  if (text === null) return null;
  if (!/^[A-Za-z0-9-]+$/.test(text))
    throw new Error(`${name} must be a header name such as CF-IPCountry, got "${value}"`);
  return text.toLowerCase();
}

export function readConfig(env: Env, packageDir: string = PACKAGE_DIR): ServerConfig {
  const origins = nonEmpty(env.CORS_ORIGINS);
  const dataDir = nonEmpty(env.DATA_DIR);
  const withdrawFourEyesAboveFen =
    parseWholeNumber(
      'WITHDRAW_FOUR_EYES_ABOVE',
      env.WITHDRAW_FOUR_EYES_ABOVE,
      DEFAULT_CONSOLE_OPTIONS.fourEyesAboveFen / 100,
      100_000_000,
    ) * 100;
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir: dataDir === null ? resolve(packageDir, '.data') : resolve(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    testMode: env.PLATFORM_TEST_MODE === '1',
    captchaRequired: parseSwitch('CAPTCHA_REQUIRED', env.CAPTCHA_REQUIRED),
    loginAttemptsPerMinute: parsePositiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    corsOrigins: parseOrigins(origins, env.NODE_ENV === 'production'),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    production: env.NODE_ENV === 'production',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sportsFeedRate: parseWholeNumber('SPORTS_FEED_RATE', env.SPORTS_FEED_RATE, 20, 20_000),
    chatSocketsPerPerson: parsePositiveInt('CHAT_SOCKETS_PER_PERSON', env.CHAT_SOCKETS_PER_PERSON, 5),
    chatSocketsPerAddress: parsePositiveInt('CHAT_SOCKETS_PER_ADDRESS', env.CHAT_SOCKETS_PER_ADDRESS, 30),
    chatSendsPerPerson: parsePositiveInt(
      'CHAT_SENDS_PER_PERSON',
      env.CHAT_SENDS_PER_PERSON,
      CHAT_SENDS_PER_PERSON_WINDOW,
    ),
    sportsBetDelayMs: parseWholeNumber('SPORTS_BET_DELAY_MS', env.SPORTS_BET_DELAY_MS, 3_000, 60_000),
    sportsClockSpeed: parseSpeed('SPORTS_CLOCK_SPEED', env.SPORTS_CLOCK_SPEED, 1),
    messaging: parseMessaging(env),
    admission: {
      maxInFlight: parsePositiveInt('API_MAX_IN_FLIGHT', env.API_MAX_IN_FLIGHT, DEFAULT_ADMISSION_LIMITS.maxInFlight),
      maxQueued: parseWholeNumber('API_MAX_QUEUED', env.API_MAX_QUEUED, DEFAULT_ADMISSION_LIMITS.maxQueued, 100_000),
      maxWaitMs: parsePositiveInt('API_QUEUE_WAIT_MS', env.API_QUEUE_WAIT_MS, DEFAULT_ADMISSION_LIMITS.maxWaitMs),
    },
    console: {
      idleMs:
        parsePositiveInt('CONSOLE_IDLE_MINUTES', env.CONSOLE_IDLE_MINUTES, DEFAULT_CONSOLE_OPTIONS.idleMs / 60_000) *
        60_000,
      fourEyesAboveFen: withdrawFourEyesAboveFen,
      adjustFourEyesAboveFen:
        parseWholeNumber(
          'ADJUST_FOUR_EYES_ABOVE',
          env.ADJUST_FOUR_EYES_ABOVE,
          withdrawFourEyesAboveFen / 100,
          100_000_000,
        ) * 100,
    },
    siteRegionHeader: parseHeaderName('SITE_REGION_HEADER', env.SITE_REGION_HEADER),
    loginLimits: {
      devicesPerMember: parsePositiveInt(
        'MEMBER_MAX_DEVICES',
        env.MEMBER_MAX_DEVICES,
        DEFAULT_LOGIN_LIMITS.devicesPerMember,
      ),
      membersPerAddressPerHour: parsePositiveInt(
        'RISKY_LOGIN_MEMBERS_PER_ADDRESS',
        env.RISKY_LOGIN_MEMBERS_PER_ADDRESS,
        DEFAULT_LOGIN_LIMITS.membersPerAddressPerHour,
      ),
    },
    canaryRollback: canaryRollbackFromEnv(env),
    overrideSigningKey: nonEmpty(env.OVERRIDE_SIGNING_KEY),
  };
}
