import { captchaType, validateGeeCheck } from 'shared/contract';
import { fetchEndpoint, sendEndpoint } from 'shared/query';
import type { CaptchaProof, CaptchaRequest } from './captcha-types';
import type { SliderCaptchaProvider } from './slider-provider';

export interface CaptchaStepDeps {
  /** Shows the graphic captcha; resolves with its codeId and the typed code. */
  graphic: (request: CaptchaRequest) => Promise<{ codeId: string; code: string }>;
  slider: SliderCaptchaProvider;
}

/**
 * The captcha before login, register and code sends (SPEC §4, §7): the server names the kind, the
 * member solves it, and the answer is what the protected call carries. Errors keep the server's
 * message for the caller to show; a failed slider ends the captcha (SPEC §8).
 */
export async function runCaptchaStep(request: CaptchaRequest, deps: CaptchaStepDeps): Promise<CaptchaProof> {
  const { kaptchcate } = await fetchEndpoint(captchaType, {
    name: request.name,
    ktype: request.ktype,
    ...(request.passwordHash ? { password: request.passwordHash } : {}),
  });
  if (kaptchcate === 1) {
    const { codeId, code } = await deps.graphic(request);
    return { kaptchcate: 1, codeId, code };
  }
  const proof = await deps.slider.solve();
  const { codeId } = await sendEndpoint(validateGeeCheck, { ...proof, validate_way: 0 });
  return { kaptchcate: 2, codeId, code: '' };
}
