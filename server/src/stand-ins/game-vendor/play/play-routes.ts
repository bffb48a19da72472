import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../../db/database';
import { renderFishingPage } from './fishing-page';
import { playableGame } from './game-address';
import { PlayRefusal, TICKET_GONE } from './play-refusal';
import { playRound } from './play-round';
import { playState, revealSeed } from './play-state';
import { roundInputSchema } from './round-input';
import { renderSlotPage } from './slot-page';
import { findLiveTicket, type GameTicket } from '../../../games/tickets';

type TicketRequest = { Params: { ticket: string } };

/**
 * Only this response's nonce runs or styles anything; the page calls nothing but its own routes.
 * Framing is the point (the host page shows the game in an iframe), so frame-ancestors names the
 * site's origins instead of refusing them; null (any origin allowed, local runs and e2e) allows all.
 */
function contentSecurityPolicy(nonce: string, frameAncestors: readonly string[] | null): string {
  const ancestors = frameAncestors === null ? '*' : ["'self'", ...frameAncestors].join(' ');
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html><meta charset="utf-8"><title>未找到</title><p>${TICKET_GONE}</p>`);
}

function refuse(reply: FastifyReply, status: 400 | 404, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ message });
}

/** JSON bodies reach routes as text (http/raw-body keeps them for the API's signatures). */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/**
 * The demo games (DZ: slot machine, BY: fishing) a launch ticket opens: GET /venue/play/:ticket the
 * page, /state its balance and seed, POST /round one spin or shot, /seed the seed's reveal. A game
 * page of a third party cannot sign API calls, so like the lobby these routes are unsigned: the
 * ticket (random, short-lived, one member's) is the credential, and anything wrong with it is a 404.
 */
export function registerPlayRoutes(
  app: FastifyInstance,
  db: Database,
  clock: () => Date,
  frameAncestors: readonly string[] | null,
): void {
  async function playable(ticket: string): Promise<GameTicket | null> {
    const found = await findLiveTicket(db, ticket, clock());
    return found !== null && playableGame(found.category) !== null ? found : null;
  }

  app.get<TicketRequest>('/venue/play/:ticket', async (request, reply) => {
    const ticket = await playable(request.params.ticket);
    if (ticket === null) return notFoundPage(reply);
    const state = await playState(db, ticket);
    const cspNonce = randomBytes(16).toString('base64');
    const input = {
      cspNonce,
      venueName: ticket.venueName,
      gameName: ticket.gameName,
      config: { base: `/venue/play/${ticket.ticket}`, ...state },
    };
    const html = playableGame(ticket.category) === 'slot' ? renderSlotPage(input) : renderFishingPage(input);
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicy(cspNonce, frameAncestors))
        .header('x-content-type-options', 'nosniff')
        // The ticket is in the address: no Referer carries it anywhere.
        .header('referrer-policy', 'no-referrer')
        .send(html)
    );
  });

  app.get<TicketRequest>('/venue/play/:ticket/state', async (request, reply) => {
    const ticket = await playable(request.params.ticket);
    if (ticket === null) return refuse(reply, 404, TICKET_GONE);
    return reply.header('cache-control', 'no-store').send(await playState(db, ticket));
  });

  app.post<TicketRequest>('/venue/play/:ticket/round', async (request, reply) => {
    const ticket = await playable(request.params.ticket);
    if (ticket === null) return refuse(reply, 404, TICKET_GONE);
    const input = roundInputSchema.safeParse(jsonBody(request.body));
    if (!input.success) return refuse(reply, 400, '请求参数错误，请刷新页面后重试');
    try {
      return reply.header('cache-control', 'no-store').send(await playRound(db, ticket, input.data, clock()));
    } catch (error) {
      if (error instanceof PlayRefusal) return refuse(reply, error.status, error.message);
      throw error;
    }
  });

  app.post<TicketRequest>('/venue/play/:ticket/seed', async (request, reply) => {
    const ticket = await playable(request.params.ticket);
    if (ticket === null) return refuse(reply, 404, TICKET_GONE);
    try {
      return reply.header('cache-control', 'no-store').send(await revealSeed(db, ticket.ticket, clock()));
    } catch (error) {
      if (error instanceof PlayRefusal) return refuse(reply, error.status, error.message);
      throw error;
    }
  });
}
