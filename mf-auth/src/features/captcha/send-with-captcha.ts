import { api, ApiError } from 'shared/api';
import type { Endpoint, RequestOf, ResponseOf } from 'shared/contract';
import type { CaptchaProof, CaptchaRequest, RunCaptcha } from './captcha-types';

/**
 * A server that keeps answering 6021/6022 after this many solved captchas is not going to accept
 * one: stop and show its message instead of asking the member forever.
 */
export const MAX_CAPTCHA_ROUNDS = 3;

export interface CaptchaPolicy {
  runCaptcha: RunCaptcha;
  request: CaptchaRequest;
}

/**
 * Sends a call the server may want a captcha for. A 6021/6022 answer comes back as a value from
 * api.send (SPEC §8): the captcha runs with the server's message as its notice and the call is
 * repeated with the new proof. `first` is the proof of a captcha solved up front, if any.
 */
export async function sendWithCaptcha<E extends Endpoint>(
  endpoint: E,
  payloadFor: (proof: CaptchaProof | null) => RequestOf<E>,
  { runCaptcha, request }: CaptchaPolicy,
  first: CaptchaProof | null,
): Promise<ResponseOf<E>> {
  let proof = first;
  for (let round = 0; ; round += 1) {
    const answer = await api.send(endpoint, payloadFor(proof));
    if (answer.kind === 'data') return answer.data;
    if (round >= MAX_CAPTCHA_ROUNDS) {
      throw new ApiError({
        kind: 'business',
        code: answer.code,
        message: answer.message,
        path: endpoint.path,
        data: answer.data,
      });
    }
    proof = await runCaptcha({ ...request, notice: answer.message });
  }
}

/** A call that always carries a captcha (register, recovery): solve one first, then send. */
export async function sendAfterCaptcha<E extends Endpoint>(
  endpoint: E,
  payloadFor: (proof: CaptchaProof) => RequestOf<E>,
  policy: CaptchaPolicy,
): Promise<ResponseOf<E>> {
  const first = await policy.runCaptcha(policy.request);
  return sendWithCaptcha(endpoint, (proof) => payloadFor(proof ?? first), policy, first);
}

/** The captcha fields of a login, register or recovery payload. */
export function captchaFields(proof: CaptchaProof): { kaptchcate: 1 | 2; codeId: string; code: string } {
  return { kaptchcate: proof.kaptchcate, codeId: proof.codeId, code: proof.code };
}
