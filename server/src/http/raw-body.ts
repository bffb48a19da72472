import type { FastifyInstance } from 'fastify';

/**
 * Keeps JSON bodies as the exact text received: the signature covers those bytes, and re-serialising
 * a parsed object could reorder keys or change number formatting. The pipeline parses it itself.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}
