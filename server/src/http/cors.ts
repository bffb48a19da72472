import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ALLOWED_REQUEST_HEADERS } from 'shared/contract';

/**
 * The host and every remote are served from their own origins, so all API calls are cross-origin.
 * `origins: null` reflects any origin (local runs and e2e); operators list theirs in CORS_ORIGINS.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[] | null): Promise<void> {
  await app.register(cors, {
    origin: origins === null ? true : [...origins],
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
    // Preflights repeat for every distinct call otherwise; ten minutes is Chromium's cap anyway.
    maxAge: 600,
  });
}
