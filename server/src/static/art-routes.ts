import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { envelope, messageForCode, ResponseCode } from 'shared/contract';
import { sendJson } from '../http/call-site';
import { renderArtFor } from './art-source';
import type { ArtKind } from './art-url';

const KINDS: ReadonlySet<string> = new Set<ArtKind>(['nav', 'activity', 'venue', 'avatar', 'sponsor', 'game']);

function isArtKind(kind: string): kind is ArtKind {
  return KINDS.has(kind);
}

/**
 * GET /static/:kind/:id.svg — plain image requests from <img> tags, which cannot carry signature
 * headers, so this is the one unsigned family of routes besides /healthz.
 */
export function registerArtRoutes(app: FastifyInstance, db: Queryable): void {
  app.get<{ Params: { kind: string; file: string } }>('/static/:kind/:file', async (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const svg =
      match?.[1] !== undefined && isArtKind(request.params.kind)
        ? await renderArtFor(db, request.params.kind, Number(match[1]))
        : null;
    if (svg === null)
      return sendJson(reply, 404, envelope(ResponseCode.NOT_FOUND, null, messageForCode(ResponseCode.NOT_FOUND)));
    return (
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        // Pages of other origins embed these; say so explicitly for sites that enable COEP.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(svg)
    );
  });
}
