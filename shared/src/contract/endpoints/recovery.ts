import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { passwordHashSchema } from './user';

/**
 * Password recovery by phone or e-mail (SPEC §4 "Forgot-password steps"): one sends a code (after a
 * captcha), two checks it, three sets the new password. The server remembers a checked code for
 * RECOVERY_WINDOW_SECONDS: step three without a checked code answers 6035 请先完成身份验证, after the
 * window 6038. Step three ends every session of the member.
 */
export const RECOVERY_WINDOW_SECONDS = 600;

const captcha = {
  kaptchcate: z.union([z.literal(1), z.literal(2)]),
  codeId: z.string().check(z.minLength(1)),
  code: z._default(z.string().check(z.maxLength(10)), ''),
};
const name = z.string().check(z.minLength(1), z.maxLength(30));
const phone = z.string().check(z.minLength(5), z.maxLength(20));
/** SPEC §5: non-space run, @, non-space run, dot, non-space run; at most 40. */
const email = z.string().check(z.maxLength(40), z.regex(/^\S+@\S+\.\S+$/));
const code = z.string().check(z.regex(/^\d{6}$/));
const nothing = z.object({ resendAfter: z.int().check(z.gte(0)) });

export const forgetByPhoneOne = defineEndpoint({
  path: '/site/api/v1/user/forgetByPhone/one',
  request: z.object({ phone, name, areaCode: z._default(z.string().check(z.maxLength(6)), '86'), ...captcha }),
  response: nothing,
});
export const forgetByPhoneTwo = defineEndpoint({
  path: '/site/api/v1/user/forgetByPhone/two',
  request: z.object({ phone, name, code }),
  response: z.null(),
});
export const forgetByPhoneThree = defineEndpoint({
  path: '/site/api/v1/user/forgetByPhone/three',
  request: z.object({ phone, name, password: passwordHashSchema, secondPassword: passwordHashSchema }),
  response: z.null(),
});
export const forgetByEmailOne = defineEndpoint({
  path: '/site/api/v1/user/forgetByEmail/one',
  request: z.object({ email, name, ...captcha }),
  response: nothing,
});
export const forgetByEmailTwo = defineEndpoint({
  path: '/site/api/v1/user/forgetByEmail/two',
  request: z.object({ email, name, code }),
  response: z.null(),
});
export const forgetByEmailThree = defineEndpoint({
  path: '/site/api/v1/user/forgetByEmail/three',
  request: z.object({ email, name, password: passwordHashSchema, secondPassword: passwordHashSchema }),
  response: z.null(),
});
