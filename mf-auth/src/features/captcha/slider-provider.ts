import { sliderLoad, sliderVerify, type ResponseOf, type SliderProof } from 'shared/contract';
import { fetchEndpoint, sendEndpoint } from 'shared/query';

/** A challenge of the reference slider provider. */
export type SliderChallenge = ResponseOf<typeof sliderLoad>;

/** Where the member let go (the piece's left edge, image pixels) and how the drag went. */
export interface SliderDrag {
  x: number;
  /** Samples [x, y, ms since the drag began]. */
  track: [number, number, number][];
}

/**
 * The slider captcha behind an adapter (SPEC §7 "Slider captcha check"): whatever widget the site
 * uses, it ends in the proof validateGeeCheck checks. An operator plugs a hosted provider in with
 * <SliderCaptchaProviderScope>; its solve() shows its own widget and rejects with
 * CaptchaCancelled when the member gives up, or with an error whose message the member should read.
 */
export interface SliderCaptchaProvider {
  solve(): Promise<SliderProof>;
}

/** Shows a challenge and resolves with the member's drag; rejects with CaptchaCancelled on close. */
export type PresentSlider = (challenge: SliderChallenge) => Promise<SliderDrag>;

/** The reference provider: sliderLoad, the member's drag in our own dialog, sliderVerify. */
export function createReferenceSliderProvider(present: PresentSlider): SliderCaptchaProvider {
  return {
    async solve() {
      const challenge = await fetchEndpoint(sliderLoad, {});
      const drag = await present(challenge);
      return sendEndpoint(sliderVerify, { lot_number: challenge.lot_number, x: drag.x, track: drag.track });
    },
  };
}
