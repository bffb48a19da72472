import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';

/** An MD5 hex digest: the client never sends a plain password (SPEC §3). */
export const passwordHashSchema = z.string().check(z.regex(/^[a-f0-9]{32}$/, '密码格式错误'));

/**
 * Captcha type of a login or register call (`kaptchcate`): 0 none was asked for, 1 graphic code,
 * 2 slider, 99 the automatic login right after a successful registration (SPEC §4).
 */
export const kaptchcateSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(99)]);

export const loginRequestSchema = z.object({
  isAgent: z.literal(0),
  name: z.string().check(z.minLength(1), z.maxLength(30)),
  password: passwordHashSchema,
  kaptchcate: kaptchcateSchema,
  codeId: z.optional(z.string().check(z.maxLength(64))),
  code: z.optional(z.string().check(z.maxLength(64))),
  version: z.optional(z.int()),
  /**
   * The new-device code, when the login repeats after a risk answer (6025-6029). Such a login needs
   * no captcha (kaptchcate 0): the code is checked before the password.
   */
  sendCodeNum: z.optional(z.string().check(z.maxLength(10))),
});

export const login = defineEndpoint({
  path: '/site/api/v1/user/login',
  request: loginRequestSchema,
  response: z.object({ token: z.string().check(z.minLength(1)), userId: z.string().check(z.minLength(1)) }),
});

export const registerRequestSchema = z.object({
  name: z.string().check(
    z.regex(/^[A-Za-z][A-Za-z0-9]{3,10}$/, '4-11位，至少2个字母+数字组合，首位为字母'),
    z.refine(
      (name) => (name.match(/[A-Za-z]/g) ?? []).length >= 2 && /\d/.test(name),
      '4-11位，至少2个字母+数字组合，首位为字母',
    ),
  ),
  password: passwordHashSchema,
  /** The repeated login password (equal to `password`, 6007 otherwise); never the withdraw password. */
  secondPassword: passwordHashSchema,
  kaptchcate: kaptchcateSchema,
  codeId: z.optional(z.string().check(z.maxLength(64))),
  code: z.optional(z.string().check(z.maxLength(64))),
  /** The site address the member registered on. */
  domain: z.string().check(z.maxLength(200)),
  rCode: z.optional(z.string().check(z.maxLength(64))),
  iCode: z.optional(z.string().check(z.maxLength(64))),
});

export const register = defineEndpoint({
  path: '/site/api/v1/user/register',
  request: registerRequestSchema,
  response: z.object({ userId: z.string().check(z.minLength(1)) }),
});

/** What a risk answer (6025-6029) carries in `data` (SPEC §3). */
export const loginRiskDataSchema = z.object({ phoneNumber: z.string() });

export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const memberInfoSchema = z.object({
  userId: z.string(),
  name: z.string(),
  realName: z.string(),
  /** Masked, e.g. 138****5678; '' when none is bound. */
  phone: z.string(),
  email: z.string(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  bindEmail: z.boolean(),
  bindBankCard: z.boolean(),
  /** Whether the second (withdrawal) password is set. */
  hasSecondPassword: z.boolean(),
  /** 0 not given, 1 male, 2 female. */
  gender: genderSchema,
  birthday: z.string(),
  registerTime: z.string(),
  avatar: z.string(),
  vipGrade: z.int().check(z.gte(0)),
  /** 1 weak, 2 medium, 3 strong: derived from the bindings. */
  securityLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});

export const memberInfo = defineEndpoint({
  path: '/site/api/v1/user/member/info',
  request: z.object({ isPop: z._default(z.union([z.literal(0), z.literal(1)]), 0) }),
  response: memberInfoSchema,
  auth: true,
});

export const memberJwt = defineEndpoint({
  path: '/site/api/v1/user/member/jwt',
  request: emptyRequestSchema,
  response: z.object({ jwt: z.string().check(z.minLength(1)) }),
  auth: true,
});

export const logout = defineEndpoint({
  path: '/site/api/v1/user/logout',
  request: emptyRequestSchema,
  response: z.null(),
  auth: true,
});
