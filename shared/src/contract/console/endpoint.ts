import { z } from 'zod/mini';
import type { Endpoint } from '../endpoint';

/**
 * The operator console's roles. Every console endpoint names the roles that may call it; the server
 * refuses every other role in one place (its console pipeline), and the console app hides what a
 * role cannot use from the same lists.
 */
export const consoleRoleSchema = z.enum(['admin', 'finance', 'support', 'moderator', 'release']);
export type ConsoleRole = z.infer<typeof consoleRoleSchema>;
export const CONSOLE_ROLES: readonly ConsoleRole[] = consoleRoleSchema.options;

/** Every console path starts with this: its own prefix, never served by the player API's pipeline. */
export const CONSOLE_API_PREFIX = '/console/api/v1';

/**
 * The operator's session token travels as `Authorization: Bearer <token>`; the console API never
 * reads the player's token header, and the player API never reads this one.
 */
export const CONSOLE_AUTH_HEADER = 'authorization';

/**
 * Who may call a console endpoint: `'public'` for the login steps (no session yet; a login challenge
 * instead), otherwise the roles of which an operator must hold at least one.
 */
export type ConsoleAccess = 'public' | readonly [ConsoleRole, ...ConsoleRole[]];

/**
 * A console call: a plain JSON POST or GET under CONSOLE_API_PREFIX, answered in the platform's
 * envelope `{ status_code, data, message }` (6000 success). No signature, no obfuscation, no
 * x-site-id: those belong to the player API.
 */
export interface ConsoleEndpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> extends Endpoint<Req, Res> {
  readonly roles: ConsoleAccess;
}

export function defineConsoleEndpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(spec: {
  /** Below CONSOLE_API_PREFIX, starting with '/'. */
  path: `/${string}`;
  method?: 'POST' | 'GET';
  request: Req;
  response: Res;
  roles: ConsoleAccess;
}): ConsoleEndpoint<Req, Res> {
  return {
    path: `${CONSOLE_API_PREFIX}${spec.path}`,
    method: spec.method ?? 'POST',
    request: spec.request,
    response: spec.response,
    auth: spec.roles !== 'public',
    cacheable: false,
    roles: spec.roles,
  };
}

/** Whether an operator holding `held` may call `endpoint` (the server's check; the app's menus). */
export function rolesAllow(endpoint: Pick<ConsoleEndpoint, 'roles'>, held: readonly ConsoleRole[]): boolean {
  return endpoint.roles === 'public' || endpoint.roles.some((role) => held.includes(role));
}

/** A money decision's own id, one per operator action: repeating it answers the first outcome. */
export const consoleRequestIdSchema = z.string().check(z.minLength(8), z.maxLength(128));
