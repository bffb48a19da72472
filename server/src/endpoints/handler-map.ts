import type { endpoints } from 'shared/contract';
import type { Database } from '../db/database';
import type { Handler } from '../http/context';

export type EndpointName = keyof typeof endpoints;

/** One handler per contract endpoint: a new endpoint in the registry fails typecheck until it is served. */
export type HandlerMap = { [K in EndpointName]: Handler<(typeof endpoints)[K]> };

/** What handlers need besides the request: built once at start-up. */
export interface HandlerDeps {
  db: Database;
  jwtSecret: string;
}
