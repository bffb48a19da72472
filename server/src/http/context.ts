import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ResponseCode, type Endpoint } from 'shared/contract';
import type { SessionMember } from '../auth/sessions';
import { ApiFailure } from './api-failure';

/** What a handler knows about the call besides its validated input. */
export interface RequestContext {
  /** The logged-in member, or null for a visitor; never null on `auth: true` endpoints. */
  member: SessionMember | null;
  /** x-site-id as sent; handlers that depend on the brand look it up and answer 6003 when unknown. */
  siteId: string;
  /** The caller's IP as this server sees it. */
  ip: string;
  requestId: string;
  visitorId: string;
  /** scheme://host[:port] of this request: image addresses must be absolute for other origins. */
  baseUrl: string;
  /** One clock reading per call, so every row a call writes carries the same time. */
  now: Date;
  log: FastifyBaseLogger;
}

/** Input is the request schema's output (defaults applied); the result must satisfy the response schema. */
export type Handler<E extends Endpoint> = (
  input: z.output<E['request']>,
  ctx: RequestContext,
) => Promise<z.input<E['response']>>;

/** The member of an `auth: true` call; the pipeline already answered 6001 when there is none. */
export function requireMember(ctx: RequestContext): SessionMember {
  if (ctx.member === null) throw new ApiFailure(ResponseCode.LOGIN_EXPIRED);
  return ctx.member;
}
