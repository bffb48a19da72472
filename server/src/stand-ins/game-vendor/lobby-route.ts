import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { findVenue } from '../../games/find-venue';
import { renderLobbyPage } from './lobby-page';

/**
 * GET /venue/lobby/:enName?uid=&gameCode= — the page a launch address of an outside venue opens. A
 * browser navigates here directly, so like the art routes it is unsigned; it shows no member data
 * beyond the id already in its address.
 */
export function registerLobbyRoute(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { enName: string }; Querystring: { uid?: string; gameCode?: string } }>(
    '/venue/lobby/:enName',
    async (request, reply) => {
      const venue = await findVenue(db, request.params.enName);
      const uid = request.query.uid ?? '';
      if (venue === null || !/^\d{1,12}$/.test(uid)) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><meta charset="utf-8"><title>未找到</title><p>未找到该场馆</p>');
      }
      const html = renderLobbyPage({
        venueName: venue.name,
        enName: venue.enName,
        userId: uid,
        gameCode: (request.query.gameCode ?? '').slice(0, 40),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
}
