import { Header } from '../contract/headers';
import type { HeaderInput } from './headers';

/**
 * The headers of an API that authenticates with a bearer token and nothing else (the operator
 * console's): no player signature, device header or site id, which belong to the player API.
 */
export function bearerHeaders(input: HeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [Header.requestId]: input.requestId,
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  if (input.traceId) headers[Header.traceId] = input.traceId;
  return headers;
}
