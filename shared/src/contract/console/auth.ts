import { z } from 'zod/mini';
import { emptyRequestSchema } from '../common';
import { consoleRoleSchema, defineConsoleEndpoint } from './endpoint';

/**
 * Operator login, two steps: name + password answer a short-lived challenge; the challenge and a
 * TOTP code (RFC 6238, 30 s, 6 digits) answer a session. An operator with no TOTP yet gets an
 * enrolment secret and its otpauth URI (the app draws it as a QR code) and confirms it with a first
 * code instead. Five wrong passwords (or codes) for a name lock it for 15 minutes (8004).
 */
export const operatorSchema = z.object({
  id: z.int(),
  name: z.string(),
  displayName: z.string(),
  roles: z.array(consoleRoleSchema),
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type Operator = z.infer<typeof operatorSchema>;

const operatorName = z.string().check(z.minLength(1), z.maxLength(32));

export const consoleLogin = defineConsoleEndpoint({
  path: '/auth/login',
  /** The password itself (over TLS); the server keeps only a scrypt hash. */
  request: z.object({ name: operatorName, password: z.string().check(z.minLength(1), z.maxLength(128)) }),
  response: z.discriminatedUnion('step', [
    /** Enrolled: send a code from the authenticator to consoleVerifyTotp. */
    z.object({ step: z.literal('totp'), challenge: z.string(), expiresAt: z.string() }),
    /** Not enrolled: show the QR code of `otpauthUri` (or `secret` to type), then consoleEnrolConfirm. */
    z.object({
      step: z.literal('enrol'),
      challenge: z.string(),
      expiresAt: z.string(),
      secret: z.string(),
      otpauthUri: z.string(),
    }),
  ]),
  roles: 'public',
});

const totpCode = z.string().check(z.regex(/^\d{6}$/, '请输入6位动态验证码'));

export const consoleSessionSchema = z.object({
  /** Send as `Authorization: Bearer <token>` on every other console call. */
  token: z.string(),
  operator: operatorSchema,
  /** The session ends after this long without a call (CONSOLE_IDLE_MINUTES). */
  idleTimeoutSeconds: z.int(),
});
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** 8005 wrong code, 8006 a code already used (wait for the next), 8007 challenge expired (log in again). */
export const consoleVerifyTotp = defineConsoleEndpoint({
  path: '/auth/totp',
  request: z.object({ challenge: z.string().check(z.minLength(1)), code: totpCode }),
  response: consoleSessionSchema,
  roles: 'public',
});

/** The first code from the newly enrolled authenticator: keeps the secret and opens the session. */
export const consoleEnrolConfirm = defineConsoleEndpoint({
  path: '/auth/enrol',
  request: z.object({ challenge: z.string().check(z.minLength(1)), code: totpCode }),
  response: consoleSessionSchema,
  roles: 'public',
});

const ANY_ROLE = ['admin', 'finance', 'support', 'moderator', 'release'] as const;

export const consoleLogout = defineConsoleEndpoint({
  path: '/auth/logout',
  request: emptyRequestSchema,
  response: z.object({ loggedOut: z.literal(true) }),
  roles: ANY_ROLE,
});

export const consoleMe = defineConsoleEndpoint({
  path: '/auth/me',
  method: 'GET',
  request: emptyRequestSchema,
  response: z.object({ operator: operatorSchema, idleTimeoutSeconds: z.int() }),
  roles: ANY_ROLE,
});
