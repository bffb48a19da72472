import type { z } from 'zod';
import type { SliderProof, sliderChallengeSchema, sliderVerify } from 'shared/contract';

export type SliderChallenge = z.input<typeof sliderChallengeSchema>;
export type SliderAttempt = z.output<(typeof sliderVerify)['request']>;

/** What validateGeeCheck learns about a proof. */
export type ProofVerdict = 'valid' | 'forged' | 'stale' | 'spent';

/**
 * The slider captcha behind the contract's three calls (contract/endpoints/captcha.ts):
 *
 *   browser ── sliderLoad ──▶ issue()     a picture with a hole and the piece that fits it
 *   browser ── sliderVerify ─▶ verify()    the drag judged; a signed proof when it looks right
 *   browser ── validateGeeCheck ─▶ redeem() on the site's server: the proof checked and spent once,
 *                                           after which the site hands out a kaptchcate-2 codeId
 *
 * The reference implementation (reference-provider.ts) does all three in this server. A hosted
 * provider (GeeTest and the like) is plugged in through AppOptions.sliderProvider: there the browser
 * loads and solves the challenge on the provider's own servers, so issue/verify may simply throw
 * DomainError(NOT_FOUND), and redeem asks the provider's server-side validation API about the proof
 * (lot_number, captcha_output, pass_token, gen_time are exactly what such APIs take).
 */
export interface SliderProvider {
  issue(now: Date): Promise<SliderChallenge>;
  /** Judges one drag; the challenge is spent whatever the outcome. Throws DomainError when it fails. */
  verify(attempt: SliderAttempt, now: Date): Promise<SliderProof>;
  /** Valid only once: a second redeem of the same proof is 'spent'. */
  redeem(proof: SliderProof, now: Date): Promise<ProofVerdict>;
}
