import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * Verification codes (SPEC §7 "Send verification code"), 6 digits, sent by SMS, e-mail or a voice
 * call. The receiver and name travel twice: AES-encrypted (…V2, read by the server) and as MD5 digests
 * (legacy fields, checked against the decrypted values). A receiver may get one code per purpose every
 * CODE_RESEND_SECONDS (6066 otherwise, naming the purpose, with `data: { resendAfter }`, the seconds
 * left); a code expires after CODE_TTL_SECONDS and dies after CODE_MAX_ATTEMPTS wrong tries.
 */
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_LENGTH = 6;

/** 2 password reset, 3 new-device check. */
export const codeTypeSchema = z.union([z.literal(2), z.literal(3)]);
/** 0 SMS, 1 e-mail, 2 voice call. */
export const codeChannelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const md5 = z.string().check(z.regex(/^[a-f0-9]{32}$/));

export const sendCode = defineEndpoint({
  path: '/site/api/v1/user/sendCode/one',
  request: z.object({
    /** AES(receiver): the full phone number or e-mail address. */
    sendCodeNumV2: z.string().check(z.minLength(1)),
    /** AES(username). */
    sendNameV2: z.string().check(z.minLength(1)),
    /** AES(codeId) of the captcha solved for this send. */
    codeIdV2: z.string().check(z.minLength(1)),
    SendCodeNum: md5,
    SendName: md5,
    codeId: z.string().check(z.minLength(1)),
    type: codeTypeSchema,
    cate: codeChannelSchema,
    version: z.literal(1),
    kaptchcate: z.union([z.literal(1), z.literal(2)]),
    /** The typed graphic code (kaptchcate 1); '' for the slider. */
    imageCode: z.string().check(z.maxLength(10)),
  }),
  response: z.object({
    /** When the next code may be asked for, in seconds. */
    resendAfter: z.int().check(z.gte(0)),
  }),
});

export const countryAreaSchema = z.object({
  areaName: z.string(),
  /** Dialling code without '+', e.g. 86. */
  areaCode: z.string(),
  /** The national number's pattern (JavaScript RegExp source). */
  regex: z.string(),
});

export type CountryArea = z.infer<typeof countryAreaSchema>;

export const queryCountryArea = defineEndpoint({
  path: '/site/api/v1/site/countryArea/queryCountryArea',
  request: z.object({ area: z._default(z.string().check(z.maxLength(20)), '') }),
  response: z.object({ list: z.array(countryAreaSchema) }),
  cacheable: true,
});
