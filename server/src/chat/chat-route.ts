import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { CHAT_CLOSE_POLICY, CHAT_SOCKET_PATH } from 'shared/contract';
import type { Queryable } from '../db/database';
import { findSite } from '../sites/sites';
import type { ChatHub } from './chat-hub';

type Handshake = { ok: true; siteId: string } | { ok: false; reason: string };

/** SPEC §7: the handshake names the client type (web) and the brand's site. */
async function checkHandshake(db: Queryable, query: unknown): Promise<Handshake> {
  const params = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  if (params.clientType !== 'web') return { ok: false, reason: 'clientType must be web' };
  const siteId = params.siteId;
  if (typeof siteId !== 'string' || !/^\d{1,10}$/.test(siteId) || (await findSite(db, siteId)) === null)
    return { ok: false, reason: 'unknown siteId' };
  return { ok: true, siteId };
}

function bufferOf(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/**
 * The chat socket (GET /stream, WebSocket). The handshake is checked before the upgrade (the site is
 * a database read) and a refused one is closed with 4008 and the reason. Browsers send no CORS
 * preflight for a WebSocket, so the Origin is checked against CORS_ORIGINS here, as the feed does.
 */
export function registerChatRoute(
  app: FastifyInstance,
  hub: ChatHub,
  db: Queryable,
  corsOrigins: readonly string[] | null,
): void {
  const handshakes = new WeakMap<FastifyRequest, Handshake>();
  app.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        handshakes.set(request, await checkHandshake(db, request.query));
      },
    },
    (socket, request) => {
      const origin = request.headers.origin;
      if (corsOrigins !== null && origin !== undefined && !corsOrigins.includes(origin)) {
        request.log.info({ origin }, 'chat socket refused an origin outside CORS_ORIGINS');
        socket.close(CHAT_CLOSE_POLICY, 'origin not allowed');
        return;
      }
      const handshake = handshakes.get(request) ?? { ok: false, reason: 'bad handshake' };
      if (!handshake.ok) {
        socket.close(CHAT_CLOSE_POLICY, handshake.reason);
        return;
      }
      const connection = hub.connect(socket, handshake.siteId, request.ip);
      if (connection === null) return;
      socket.on('message', (data, isBinary) => {
        // Whatever a client sends, the server stays up: a failure here is logged and the socket kept.
        try {
          hub.receive(connection, bufferOf(data), isBinary);
        } catch (error) {
          request.log.error({ err: error }, 'chat frame could not be handled');
        }
      });
      socket.on('close', () => hub.disconnect(connection));
      socket.on('error', (error) => request.log.info({ err: error }, 'chat socket error'));
    },
  );
  hub.start();
  app.addHook('onClose', () => hub.close());
}
