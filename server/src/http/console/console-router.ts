import type { FastifyInstance } from 'fastify';
import { envelope, messageForCode, ResponseCode } from 'shared/contract';
import {
  CONSOLE_API_PREFIX,
  consoleEndpoints,
  type ConsoleEndpoint,
  type ConsoleEndpointName,
} from 'shared/contract/console';
import { sendAnswer, sendJson } from '../call-site';
import { normaliseIp } from '../request-headers';
import type { ConsoleHandler, ConsoleHandlerMap } from './console-context';
import { runConsoleCall, type ConsolePipelineDeps } from './console-pipeline';

/**
 * Serves every console endpoint at its path under CONSOLE_API_PREFIX through the console pipeline,
 * and answers any other path under the prefix with 8010: the player API's routes and pipeline never
 * see a console call, and the console's never see a player's.
 */
export function registerConsoleApi(app: FastifyInstance, handlers: ConsoleHandlerMap, deps: ConsolePipelineDeps): void {
  for (const name of Object.keys(consoleEndpoints) as ConsoleEndpointName[]) {
    const endpoint: ConsoleEndpoint = consoleEndpoints[name];
    // Each handler is typed against its own entry by ConsoleHandlerMap; the table holds them alike.
    const handler = handlers[name] as ConsoleHandler<ConsoleEndpoint>;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const result = await runConsoleCall(
          {
            endpoint,
            handler,
            input:
              endpoint.method === 'GET'
                ? { query: typeof request.query === 'object' && request.query !== null ? { ...request.query } : {} }
                : { body: typeof request.body === 'string' ? request.body : '' },
            headers: request.headers,
            ip: normaliseIp(request.ip),
            log: request.log,
          },
          deps,
        );
        return sendAnswer(reply, result);
      },
    });
  }
  app.all(`${CONSOLE_API_PREFIX}/*`, async (_request, reply) =>
    sendJson(
      reply,
      404,
      envelope(ResponseCode.CONSOLE_UNKNOWN_ROUTE, null, messageForCode(ResponseCode.CONSOLE_UNKNOWN_ROUTE)),
    ),
  );
}
