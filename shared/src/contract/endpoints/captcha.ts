import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { passwordHashSchema } from './user';

/**
 * Captchas (SPEC §7 "Login, captcha and code purposes"; paths not shown, designed here).
 *
 * 1. The client asks which captcha a call needs (`captchaType`, ktype 1 register, 2 phone reset,
 *    3 e-mail reset, 4 login). The server answers `kaptchcate` 1 (graphic code) or 2 (slider).
 * 2. Graphic: `graphicCaptcha` gives an image and its codeId; the login/register/reset call then
 *    carries kaptchcate 1, codeId and the typed code.
 * 3. Slider: a slider provider (the reference one: `sliderLoad` + `sliderVerify`; an operator may plug
 *    in a hosted one with the same result shape) yields lot_number, captcha_output, pass_token and
 *    gen_time; `validateGeeCheck` checks them on the site's server and returns a codeId that the call
 *    then carries with kaptchcate 2.
 * Every captcha is single use and expires after CAPTCHA_TTL_SECONDS. The server decides the kind
 * (`captchaType` does not look at the password: it must not become a way to test passwords) and
 * the protected call must carry that kind (6022/6021 otherwise).
 */
export const CAPTCHA_TTL_SECONDS = 120;

export const captchaPurposeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CaptchaPurpose = z.infer<typeof captchaPurposeSchema>;

export const captchaType = defineEndpoint({
  path: '/site/api/v1/user/member/kaptchcate',
  request: z.object({
    name: z.string().check(z.maxLength(30)),
    /** Only for login (ktype 4): the server may ask for a harder captcha after failed passwords. */
    password: z.optional(passwordHashSchema),
    ktype: captchaPurposeSchema,
  }),
  response: z.object({ kaptchcate: z.union([z.literal(1), z.literal(2)]) }),
});

export const graphicCaptcha = defineEndpoint({
  path: '/site/api/v1/user/register/defaultKaptcha',
  request: z.looseObject({}),
  response: z.object({
    codeId: z.string().check(z.minLength(1)),
    /** A data: URL (SVG) of the distorted code. */
    image: z.string().check(z.startsWith('data:image/')),
  }),
});

/** Graphic captcha input: required, at most 10 characters (SPEC §5). */
export const GRAPHIC_CODE_MAX = 10;

export const sliderChallengeSchema = z.object({
  lot_number: z.string().check(z.minLength(1)),
  /** Background with the hole, and the piece that fits it; both data: URLs. */
  background: z.string().check(z.startsWith('data:image/')),
  piece: z.string().check(z.startsWith('data:image/')),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  pieceSize: z.int().check(z.positive()),
  /** The piece's fixed top edge; the player finds the left edge by dragging. */
  pieceY: z.int().check(z.gte(0)),
});

/** The reference slider provider: a challenge to solve. */
export const sliderLoad = defineEndpoint({
  path: '/captcha/api/v1/slider/load',
  request: z.looseObject({}),
  response: sliderChallengeSchema,
});

/** The reference slider provider: the drag, judged; on success the proof the site's server checks. */
export const sliderVerify = defineEndpoint({
  path: '/captcha/api/v1/slider/verify',
  request: z.object({
    lot_number: z.string().check(z.minLength(1)),
    /** Where the player let go: the piece's left edge in image pixels. */
    x: z.number(),
    /** Drag samples [x, y, ms since start]: a drag a person made, not a jump. */
    track: z.array(z.tuple([z.number(), z.number(), z.number()])).check(z.maxLength(500)),
  }),
  response: z.object({
    lot_number: z.string(),
    captcha_output: z.string(),
    pass_token: z.string(),
    gen_time: z.string(),
  }),
});

export type SliderProof = z.infer<(typeof sliderVerify)['response']>;

export const validateGeeCheck = defineEndpoint({
  path: '/site/api/v1/user/member/validateGeeCheck',
  request: z.object({
    lot_number: z.string().check(z.minLength(1)),
    captcha_output: z.string().check(z.minLength(1)),
    pass_token: z.string().check(z.minLength(1)),
    gen_time: z.string().check(z.minLength(1)),
    validate_way: z.literal(0),
  }),
  /** The codeId the protected call carries with kaptchcate 2. */
  response: z.object({ codeId: z.string().check(z.minLength(1)) }),
});
