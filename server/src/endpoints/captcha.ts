import { ResponseCode } from 'shared/contract';
import { kaptchcateOf } from '../captcha/captcha-kind';
import { captchaPolicy } from '../captcha/captcha-policy';
import { storeCaptcha } from '../captcha/captcha-store';
import { randomCodeText } from '../captcha/graphic/code-text';
import { renderGraphicCaptcha } from '../captcha/graphic/render';
import { SLIDER_EXPIRED, SLIDER_FAILED } from '../captcha/slider/reference-provider';
import { svgDataUrl } from '../captcha/svg-data-url';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** Captchas (contract/endpoints/captcha.ts): which one a call needs, the graphic code, the slider. */
export function captchaHandlers({ db, slider }: HandlerDeps) {
  return {
    captchaType: async (input, ctx) => ({
      kaptchcate: kaptchcateOf(await captchaPolicy(db, input.ktype, input.name, ctx.now)),
    }),

    graphicCaptcha: async (_input, ctx) => {
      const text = randomCodeText();
      const codeId = await storeCaptcha(db, 'graphic', text, ctx.now);
      return { codeId, image: svgDataUrl(renderGraphicCaptcha(text)) };
    },

    sliderLoad: async (_input, ctx) => slider.issue(ctx.now),

    sliderVerify: async (input, ctx) => slider.verify(input, ctx.now),

    // The slider's proof, checked on the site's server and spent; the codeId is what the protected
    // call then carries with kaptchcate 2 (single use, CAPTCHA_TTL_SECONDS like any captcha).
    validateGeeCheck: async ({ validate_way: _way, ...proof }, ctx) => {
      const verdict = await slider.redeem(proof, ctx.now);
      if (verdict === 'stale') throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, SLIDER_EXPIRED);
      if (verdict !== 'valid') throw new DomainError(ResponseCode.AUTHENTICATION_CODE_ERROR, SLIDER_FAILED);
      return { codeId: await storeCaptcha(db, 'slider', null, ctx.now) };
    },
  } satisfies Pick<HandlerMap, 'captchaType' | 'graphicCaptcha' | 'sliderLoad' | 'sliderVerify' | 'validateGeeCheck'>;
}
