import type { FastifyInstance } from 'fastify';
import { SPORTS_FEED_PATH } from 'shared/contract';
import type { FeedHub, FeedSocket } from './feed-hub';

/**
 * The public live feed (prices are public: no token). Browsers send no CORS preflight for a
 * WebSocket, so the Origin header is checked here against the same list as the API's CORS
 * (null: any origin, like the API). The app registers @fastify/websocket once for this route and the chat's.
 */
export async function registerFeedRoute(
  app: FastifyInstance,
  hub: FeedHub,
  corsOrigins: readonly string[] | null,
  now: () => number,
): Promise<void> {
  app.get(SPORTS_FEED_PATH, { websocket: true }, (socket, request) => {
    const origin = request.headers.origin;
    if (corsOrigins !== null && origin !== undefined && !corsOrigins.includes(origin)) {
      request.log.info({ origin }, 'sports feed refused an origin outside CORS_ORIGINS');
      socket.close(1008, 'origin not allowed');
      return;
    }
    const client: FeedSocket = socket;
    hub.attach(client, now);
  });
  app.addHook('onClose', async () => hub.closeAll());
}
