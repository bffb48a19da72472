import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { passwordHashSchema } from './user';

/**
 * A logged-in member who forgot the login password resets it with a code sent to the BOUND phone or
 * e-mail (SPEC §7 User: bindPasswordByPhone, bindPasswordByEmail; payloads not shown there, designed
 * here). The code comes from sendCode/two with purpose 'resetPassword' and travels under the reset
 * purpose's rules (codes-send.ts): 6036 wrong, 6037 too many tries, 6038 expired or used; 6015 without
 * a bound phone, 6007 without a bound e-mail. Passwords travel as MD5 digests like every password;
 * the plain 8-12 letters-and-digits rule (SPEC §5) is the client's, the repeat must match (6007).
 * Every OTHER session of the member ends; the one that asked stays logged in.
 */
const request = z.object({
  code: z.string().check(z.regex(/^\d{6}$/)),
  password: passwordHashSchema,
  secondPassword: passwordHashSchema,
});
const response = z.object({ passwordChanged: z.literal(true), endedSessions: z.int().check(z.gte(0)) });

export const bindPasswordByPhone = defineEndpoint({
  path: '/site/api/v1/user/bindPasswordByPhone',
  request,
  response,
  auth: true,
});

export const bindPasswordByEmail = defineEndpoint({
  path: '/site/api/v1/user/bindPasswordByEmail',
  request,
  response,
  auth: true,
});
