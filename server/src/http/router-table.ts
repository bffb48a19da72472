import type { FastifyInstance } from 'fastify';
import type { PipelineDeps } from './pipeline';
import type { RegisteredEndpoint } from './registered-endpoint';

/** The API routes of one app: the Fastify instance, the pipeline's dependencies, endpoints by path. */
export interface ApiRouter {
  readonly app: FastifyInstance;
  readonly deps: PipelineDeps;
  readonly byPath: Map<string, RegisteredEndpoint>;
}
