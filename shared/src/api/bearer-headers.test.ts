import { describe, expect, it } from 'vitest';
import { bearerHeaders } from './bearer-headers';

const input = {
  method: 'POST' as const,
  path: '/console/api/v1/x',
  body: '{}',
  requestId: 'r-12345678',
  siteId: '1',
  token: 'tok',
  visitorId: 'v',
  clientIp: '1.2.3.4',
  traceId: 't-1',
  now: 1,
};

describe('bearerHeaders', () => {
  it('sends the token as a bearer, the request and trace ids, and nothing of the player signature', () => {
    expect(bearerHeaders(input)).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'r-12345678',
      authorization: 'Bearer tok',
      'x-trace-id': 't-1',
    });
  });

  it('sends no authorization without a token', () => {
    expect(bearerHeaders({ ...input, token: null, traceId: null })).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'r-12345678',
    });
  });
});
