/** One HTTP exchange of the api client: text out, status and text back. */
export interface TextRequest {
  url: string;
  method: string;
  /** undefined: no body (a plain GET). */
  body: string | undefined;
  headers: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface TextResponse {
  status: number;
  text: string;
}

/** No answer came: `timedOut` when the time ran out, otherwise the network failed or the caller aborted. */
export class TransportFailure extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'network');
    this.name = 'TransportFailure';
  }
}

/**
 * Sends with the platform's fetch (every supported browser and Node have it, so the first page
 * carries no HTTP library). Any status resolves: the caller reads the envelope of a 4xx or 5xx too.
 * The time limit covers the whole exchange, body included.
 */
export async function sendText(request: TextRequest): Promise<TextResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const abort = (): void => controller.abort();
  if (request.signal?.aborted) abort();
  request.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: controller.signal,
    });
    return { status: response.status, text: await response.text() };
  } catch {
    throw new TransportFailure(timedOut);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abort);
  }
}
