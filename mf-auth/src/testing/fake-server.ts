// Test helper: answers the api client's calls by contract name, the way the reference server would.
// Answers are typed against the contract (through fakeEndpoints); a `verification()` answer is the
// server asking for a captcha, which api.send returns as a value and api.request throws.
import { vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { endpoints, type Endpoint, type EndpointName, type RequestOf, type ResponseOf } from 'shared/contract';
import { fakeEndpoints, type EndpointFakes } from 'shared/testing/fake-endpoints';
import { fakeMember } from 'shared/testing/fake-member';
import { noUnreadCounts } from 'shared/testing/fake-unread';

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

type EndpointOf<K extends EndpointName> = (typeof endpoints)[K];
type Answer<K extends EndpointName> = ResponseOf<EndpointOf<K>> | Verification;

/** An answer, or a function of the request that answers, asks for a captcha, or throws. */
export type AuthFakes = {
  [K in EndpointName]?: Answer<K> | ((input: RequestOf<EndpointOf<K>>) => Answer<K> | Promise<Answer<K>>);
};

export const GRAPHIC_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

export const COUNTRY_AREAS = [
  { areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' },
  { areaName: '中国香港', areaCode: '852', regex: '^[5689]\\d{7}$' },
];

/** What every flow needs around it: a graphic captcha (codeIds cid-1, cid-2…), the refreshes after a login, the country list. */
function background(): AuthFakes {
  let next = 0;
  return {
    captchaType: { kaptchcate: 1 },
    graphicCaptcha: () => ({ codeId: `cid-${++next}`, image: GRAPHIC_IMAGE }),
    memberInfo: fakeMember({ name: 'member', registerTime: '2026-01-01T00:00:00.000Z' }),
    getBalance: { centerWalletBalance: 0, lockMoney: 0, totalMoney: 0 },
    getUnreadForType: noUnreadCounts(),
    queryCountryArea: { list: COUNTRY_AREAS },
  };
}

export interface FakeServer {
  /** Every call in order, as [path, payload]. */
  calls: [string, unknown][];
  /** The payloads sent to one endpoint, in order. */
  payloadsTo: (endpoint: Endpoint) => unknown[];
}

/**
 * Fakes api.request (fakeEndpoints) and api.send over it. A verification answer comes back from send
 * as a value and from request as an error, like the real client. The given answers override the
 * background's.
 */
export function fakeServer(fakes: AuthFakes = {}): FakeServer {
  const all: AuthFakes = { ...background(), ...fakes };
  const typed: Record<string, unknown> = {};
  for (const [name, fake] of Object.entries(all)) {
    const endpoint = endpoints[name as EndpointName] as Endpoint;
    typed[name] = async (input: unknown) => {
      const answer: unknown =
        typeof fake === 'function' ? await (fake as (input: unknown) => unknown)(input) : structuredClone(fake);
      if (isVerification(answer)) throw businessError(endpoint, answer.code, answer.message);
      return answer;
    };
  }
  const request = fakeEndpoints(typed as EndpointFakes);
  vi.spyOn(api, 'send').mockImplementation((async (endpoint: Endpoint, payload: unknown) => {
    try {
      return { kind: 'data', data: await api.request(endpoint, payload as never) };
    } catch (error) {
      if (error instanceof ApiError && (error.code === 6021 || error.code === 6022)) {
        return { kind: 'verification', code: error.code, message: error.message, data: null };
      }
      throw error;
    }
  }) as typeof api.send);

  const calls = (): [string, unknown][] => request.mock.calls.map(([endpoint, payload]) => [endpoint.path, payload]);
  return {
    get calls() {
      return calls();
    },
    payloadsTo: (endpoint) =>
      request.mock.calls.filter(([called]) => called === endpoint).map(([, payload]) => payload),
  };
}
