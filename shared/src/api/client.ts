import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { envelopeSchema, type Envelope } from '../contract/envelope';
import { ResponseCode } from '../contract/codes';
import { Header } from '../contract/headers';
import { OBFUSCATED_PATH_PREFIX } from '../contract/security';
import { aesDecrypt, aesEncrypt, aesEncryptUrl } from '../crypto/aes';
import { BUSY_RETRY_DELAYS_MS, jitteredDelay, sleep } from './busy-retry';
import { ApiError } from './errors';
import { fallbackMessage } from './fallback-message';
import { buildHeaders, type HeaderInput } from './headers';
import { newRequestId } from './request-id';
import { ResponseCache } from './response-cache';

/** SPEC §9: 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiTarget {
  baseUrl: string;
  siteId: string;
  obfuscation: boolean;
}

/** What the client needs from the page; the page's wiring lives in ./instance. */
export interface ApiClientDeps {
  target: () => ApiTarget;
  token: () => string | null;
  visitorId: () => string;
  clientIp: () => string;
  /** The page load's trace id, sent as x-trace-id with every call; none in tools that have no page. */
  traceId?: () => string;
  /** 6001 or HTTP 401 while a token exists. */
  onLoginExpired: (message: string) => void;
  /** 6449: the host shows the message with 去完善. */
  onBindRealName: (message: string) => void;
  /** 6016 / 6017: the brand asks a verified phone before this money call; the host leads to the phone binding. */
  onVerifyPhone?: (message: string) => void;
  translate: (key: 'network' | 'timeout' | 'contract' | 'loginExpired', values?: Record<string, unknown>) => string;
  translateStatus: (status: number) => string;
  now?: () => number;
  http?: AxiosInstance;
  timeoutMs?: number;
  /** Waits between the sends of a call the server shed with 6317 (busy-retry). */
  sleep?: (ms: number) => Promise<void>;
  /** Codes that mean the session ended (onLoginExpired): 6001 unless told otherwise (the console's 8001). */
  loginExpiredCodes?: readonly number[];
  /** The headers of a call: the player API's signed set unless told otherwise (the console's bearer set). */
  headers?: (input: HeaderInput) => Record<string, string>;
}

export interface CallOptions {
  /** Reuse a request id to retry a money or bet call without applying it twice. */
  requestId?: string;
  /** Use the per path+payload cache; defaults to the endpoint's `cacheable`. */
  cache?: boolean;
  signal?: AbortSignal;
}

/** 6021/6022 come back as values so the caller can show a captcha (SPEC §8). */
export type ApiAnswer<T> =
  { kind: 'data'; data: T } | { kind: 'verification'; code: 6021 | 6022; message: string; data: unknown };

export interface ApiClient {
  /** Resolves with the data of a 6000 answer or a verification request; rejects with ApiError otherwise. */
  send<E extends Endpoint>(
    endpoint: E,
    payload: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ApiAnswer<ResponseOf<E>>>;
  /** Like send, but a verification request is an error too: for calls that never ask for a captcha. */
  request<E extends Endpoint>(endpoint: E, payload: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  clearCache(): void;
}

/** '?a=1&b=x' from a JSON object's scalar fields ('' when there are none), for plain GET calls. */
function queryString(body: string): string {
  const input = JSON.parse(body) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null && typeof value !== 'object')
      params.append(key, String(value as string | number | boolean));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const http = deps.http ?? axios.create();
  const cache = new ResponseCache();
  const now = deps.now ?? Date.now;

  async function transport(endpoint: Endpoint, body: string, options: CallOptions): Promise<Envelope> {
    const target = deps.target();
    // A plain GET carries its input in the query string and signs an empty body; obfuscated calls
    // always go as POST to the obfuscated route, whose body holds the (signed) input of either method.
    const plainGet = endpoint.method === 'GET' && !target.obfuscation;
    const headers = (deps.headers ?? buildHeaders)({
      method: endpoint.method,
      path: endpoint.path,
      body: plainGet ? '' : body,
      requestId: options.requestId ?? newRequestId(),
      siteId: target.siteId,
      token: deps.token(),
      visitorId: deps.visitorId(),
      clientIp: deps.clientIp(),
      traceId: deps.traceId?.() ?? null,
      now: now(),
    });
    const base = target.baseUrl.replace(/\/+$/, '');
    const url = target.obfuscation
      ? `${base}${OBFUSCATED_PATH_PREFIX}/${aesEncryptUrl(endpoint.path)}`
      : base + endpoint.path + (plainGet ? queryString(body) : '');
    if (target.obfuscation) headers[Header.obfuscated] = '1';
    const sent = target.obfuscation ? JSON.stringify({ payload: aesEncrypt(body) }) : body;

    let response: AxiosResponse<string>;
    try {
      response = await http.request<string>({
        url,
        method: target.obfuscation ? 'POST' : endpoint.method,
        data: plainGet ? undefined : sent,
        headers,
        timeout: deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
        responseType: 'text',
        transformResponse: [(raw: unknown) => raw],
        validateStatus: () => true,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      const timedOut = axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
      throw new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        code: 0,
        message: deps.translate(timedOut ? 'timeout' : 'network'),
        path: endpoint.path,
      });
    }
    const envelope = readEnvelope(response.data, target.obfuscation);
    if (response.status < 200 || response.status >= 300) {
      if (response.status === 401)
        return { status_code: ResponseCode.LOGIN_EXPIRED, data: null, message: envelope?.message ?? '' };
      // A non-2xx answer with an envelope (403 非法请求) keeps the server's code and message.
      if (envelope) return envelope;
      throw new ApiError({
        kind: 'status',
        code: 0,
        message: deps.translateStatus(response.status),
        path: endpoint.path,
        httpStatus: response.status,
      });
    }
    if (!envelope) {
      throw new ApiError({
        kind: 'contract',
        code: 0,
        message: deps.translate('contract'),
        path: endpoint.path,
        httpStatus: response.status,
      });
    }
    return envelope;
  }

  /** The call's answer, sending it again after a pause while the server sheds it (6317). */
  async function transportWhileBusy(endpoint: Endpoint, body: string, options: CallOptions): Promise<Envelope> {
    for (let attempt = 0; ; attempt += 1) {
      const envelope = await transport(endpoint, body, options);
      const delay = BUSY_RETRY_DELAYS_MS[attempt];
      if (envelope.status_code !== ResponseCode.SYSTEM_BUSY || delay === undefined) return envelope;
      await (deps.sleep ?? sleep)(jitteredDelay(delay));
    }
  }

  function readEnvelope(raw: unknown, obfuscated: boolean): Envelope | null {
    if (typeof raw !== 'string' || raw === '') return null;
    try {
      let parsed: unknown = JSON.parse(raw);
      if (obfuscated && typeof parsed === 'object' && parsed !== null && 'payload' in parsed) {
        const payload = (parsed as { payload: unknown }).payload;
        if (typeof payload !== 'string') return null;
        parsed = JSON.parse(aesDecrypt(payload));
      }
      const result = envelopeSchema.safeParse(parsed);
      return result.success ? result.data : null;
    } catch {
      return null;
    }
  }

  /** The answer's own message; for a refusal without one, the catalogue's. */
  async function messageOf(envelope: Envelope): Promise<string> {
    if (envelope.message || envelope.status_code === ResponseCode.SUCCESS) return envelope.message;
    return fallbackMessage(envelope.status_code, () => deps.translate('network'));
  }

  function react<E extends Endpoint>(endpoint: E, envelope: Envelope, message: string): ApiAnswer<ResponseOf<E>> {
    const code = envelope.status_code;
    if (code === ResponseCode.SUCCESS) {
      const parsed = endpoint.response.safeParse(envelope.data);
      if (!parsed.success) {
        console.error(`[api] ${endpoint.path} answered outside the contract`, parsed.error.issues);
        throw new ApiError({
          kind: 'contract',
          code,
          message: deps.translate('contract'),
          path: endpoint.path,
          data: envelope.data,
        });
      }
      return { kind: 'data', data: parsed.data as ResponseOf<E> };
    }
    if (code === ResponseCode.GRAPHIC_VERIFICATION || code === ResponseCode.RAPID_VERIFICATION) {
      return { kind: 'verification', code, message, data: envelope.data };
    }
    if (code === ResponseCode.LOGIN_EXPIRED || deps.loginExpiredCodes?.includes(code)) {
      if (deps.token()) deps.onLoginExpired(deps.translate('loginExpired'));
    } else if (code === ResponseCode.BIND_REAL_NAME) {
      deps.onBindRealName(message);
    } else if (
      code === ResponseCode.PHONE_VERIFICATION_REQUIRED ||
      code === ResponseCode.PHONE_VERIFICATION_REQUIRED_2
    ) {
      deps.onVerifyPhone?.(message);
    }
    throw new ApiError({ kind: 'business', code, message, path: endpoint.path, data: envelope.data });
  }

  const client: ApiClient = {
    send(endpoint, payload, options = {}) {
      const body = JSON.stringify(payload ?? {});
      const run = async () => {
        const envelope = await transportWhileBusy(endpoint, body, options);
        return react(endpoint, envelope, await messageOf(envelope));
      };
      const useCache = options.cache ?? endpoint.cacheable;
      return useCache ? cache.getOrLoad(ResponseCache.key(endpoint.path, body), run) : run();
    },
    async request(endpoint, payload, options) {
      const answer = await client.send(endpoint, payload, options);
      if (answer.kind === 'verification') {
        throw new ApiError({
          kind: 'business',
          code: answer.code,
          message: answer.message,
          path: endpoint.path,
          data: answer.data,
        });
      }
      return answer.data;
    },
    clearCache() {
      cache.clear();
    },
  };
  return client;
}
