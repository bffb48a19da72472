import type { FastifyInstance } from 'fastify';
import type { Endpoint } from 'shared/contract';
import type { Handler } from './context';
import { registerObfuscatedRoute } from './obfuscated-route';
import { callSite, sendAnswer } from './call-site';
import { runApiCall, type PipelineDeps } from './pipeline';
import type { ApiRouter } from './router-table';
import { bindHandler } from './registered-endpoint';

export type { ApiRouter } from './router-table';

export function createApiRouter(app: FastifyInstance, deps: PipelineDeps): ApiRouter {
  const router: ApiRouter = { app, deps, byPath: new Map() };
  registerObfuscatedRoute(router);
  return router;
}

/**
 * Serves `endpoint` at its own path and, through the same table, behind the obfuscated route.
 * Both run the identical pipeline, so an obfuscated call can never behave differently.
 */
export function registerEndpoint<E extends Endpoint>(router: ApiRouter, endpoint: E, handler: Handler<E>): void {
  if (router.byPath.has(endpoint.path)) throw new Error(`endpoint ${endpoint.path} registered twice`);
  const registered = bindHandler(endpoint, handler);
  router.byPath.set(endpoint.path, registered);
  router.app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const answer = await runApiCall(
        {
          registered,
          rawBody: typeof request.body === 'string' ? request.body : '',
          queryInput: endpoint.method === 'GET' ? queryObject(request.query) : null,
          ...callSite(request),
        },
        router.deps,
      );
      return sendAnswer(reply, answer);
    },
  });
}

function queryObject(query: unknown): Record<string, unknown> {
  return typeof query === 'object' && query !== null ? { ...query } : {};
}
