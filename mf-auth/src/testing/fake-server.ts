// Test helper: answers the api client's calls by endpoint, the way the reference server would.
import { vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { captchaType, getBalance, getUnreadForType, graphicCaptcha, memberInfo, queryCountryArea, type Endpoint } from 'shared/contract';

const VERIFICATION = Symbol('verification');

interface Verification {
  [VERIFICATION]: true;
  code: 6021 | 6022;
  message: string;
}

/** A handler's answer that api.send returns as a verification value (6021/6022). */
export function verification(message = '请完成图形验证', code: 6021 | 6022 = 6021): Verification {
  return { [VERIFICATION]: true, code, message };
}

function isVerification(value: unknown): value is Verification {
  return typeof value === 'object' && value !== null && VERIFICATION in value;
}

/** A business error answer, as the client throws it. */
export function businessError(endpoint: Endpoint, code: number, message: string, data: unknown = null): ApiError {
  return new ApiError({ kind: 'business', code, message, path: endpoint.path, data });
}

// Handlers receive the payload as sent; tests read the fields they care about.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (payload: any) => unknown;

export const GRAPHIC_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

export const COUNTRY_AREAS = [
  { areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' },
  { areaName: '中国香港', areaCode: '852', regex: '^[5689]\\d{7}$' },
];

/** What every flow needs around it: a graphic captcha (codeIds cid-1, cid-2…), the refreshes after a login, the country list. */
function background(): [Endpoint, Handler][] {
  let next = 0;
  return [
    [captchaType, () => ({ kaptchcate: 1 })],
    [graphicCaptcha, () => ({ codeId: `cid-${++next}`, image: GRAPHIC_IMAGE })],
    [memberInfo, () => ({ name: 'member' })],
    [getBalance, () => ({ centerWalletBalance: 0 })],
    [getUnreadForType, () => ({})],
    [queryCountryArea, () => ({ list: COUNTRY_AREAS })],
  ];
}

export interface FakeServer {
  /** Every call in order, as [path, payload]. */
  calls: [string, unknown][];
  /** The payloads sent to one endpoint, in order. */
  payloadsTo: (endpoint: Endpoint) => unknown[];
}

/**
 * Spies on api.send and api.request. A handler's return value is the data; a thrown error rejects
 * the call; `verification()` comes back from send as a value and from request as an error, like the
 * real client. Later handlers for the same endpoint win, so a test can override the background.
 */
export function fakeServer(...routes: [Endpoint, Handler][]): FakeServer {
  const handlers = new Map<string, Handler>();
  for (const [endpoint, handler] of [...background(), ...routes]) handlers.set(endpoint.path, handler);
  const calls: [string, unknown][] = [];

  const answer = async (endpoint: Endpoint, payload: unknown) => {
    calls.push([endpoint.path, payload]);
    const handler = handlers.get(endpoint.path);
    if (!handler) throw new Error(`unexpected call ${endpoint.path}`);
    return handler(payload);
  };

  vi.spyOn(api, 'send').mockImplementation((async (endpoint: Endpoint, payload: unknown) => {
    const result = await answer(endpoint, payload);
    if (isVerification(result)) return { kind: 'verification', code: result.code, message: result.message, data: null };
    return { kind: 'data', data: result };
  }) as typeof api.send);
  vi.spyOn(api, 'request').mockImplementation((async (endpoint: Endpoint, payload: unknown) => {
    const result = await answer(endpoint, payload);
    if (isVerification(result)) throw businessError(endpoint, result.code, result.message);
    return result;
  }) as typeof api.request);

  return {
    calls,
    payloadsTo: (endpoint) => calls.filter(([path]) => path === endpoint.path).map(([, payload]) => payload),
  };
}
