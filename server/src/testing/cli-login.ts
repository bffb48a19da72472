import {
  captchaType,
  graphicCaptcha,
  login,
  sliderLoad,
  sliderVerify,
  validateGeeCheck,
  type Endpoint,
  type RequestOf,
  type ResponseOf,
} from 'shared/contract';
import { testCaptchaAnswer } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { humanTrack } from './human-track';

/** Sends one call and returns the envelope as JSON. */
export type SendCall = <E extends Endpoint>(endpoint: E, input: RequestOf<E>) => Promise<unknown>;

interface Envelope {
  status_code?: number;
  data?: unknown;
  message?: string;
}

async function data<E extends Endpoint>(send: SendCall, endpoint: E, input: RequestOf<E>): Promise<ResponseOf<E>> {
  const envelope = (await send(endpoint, input)) as Envelope;
  if (envelope.status_code !== 6000) {
    const hint =
      endpoint.path === testCaptchaAnswer.path
        ? ' (the server requires captchas: start it with PLATFORM_TEST_MODE=1 or CAPTCHA_REQUIRED=0)'
        : '';
    throw new Error(`${endpoint.path}: ${JSON.stringify(envelope)}${hint}`);
  }
  return endpoint.response.parse(envelope.data) as ResponseOf<E>;
}

/**
 * Logs in for the manual CLI: without a captcha first (CAPTCHA_REQUIRED=0), else by solving the one
 * captchaType names through the test-only answer endpoint, like the e2e suite does.
 */
export async function cliLogin(send: SendCall, name: string, password: string): Promise<string> {
  const credentials = { isAgent: 0 as const, name, password: md5Hex(password) };
  const first = (await send(login, { ...credentials, kaptchcate: 0 })) as Envelope;
  if (first.status_code === 6000) return login.response.parse(first.data).token;
  if (first.status_code !== 6021 && first.status_code !== 6022)
    throw new Error(`login failed: ${JSON.stringify(first)}`);

  const { kaptchcate } = await data(send, captchaType, { name, ktype: 4 });
  if (kaptchcate === 1) {
    const { codeId } = await data(send, graphicCaptcha, {});
    const { text = '' } = await data(send, testCaptchaAnswer, { id: codeId });
    return (await data(send, login, { ...credentials, kaptchcate: 1, codeId, code: text })).token;
  }
  const { lot_number } = await data(send, sliderLoad, {});
  const { x = 0 } = await data(send, testCaptchaAnswer, { id: lot_number });
  const proof = await data(send, sliderVerify, { lot_number, x, track: humanTrack(x) });
  const { codeId } = await data(send, validateGeeCheck, { ...proof, validate_way: 0 });
  return (await data(send, login, { ...credentials, kaptchcate: 2, codeId })).token;
}
