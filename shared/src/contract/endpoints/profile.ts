import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';
import { memberInfoSchema, passwordHashSchema } from './user';

/**
 * The member's own profile and security (SPEC §2 profile labels, §5 real name, age and profile
 * rules, §7 User: member/bindOther, sendCode/two, bindPhone, member/bindEmail, bindPassword,
 * member/avatarList, addAvatar, upload/uploadImage). The payloads are not shown in the specification
 * and are designed here. Every answer that changes the member returns the new member info, so the
 * client replaces its copy instead of fetching again.
 */

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * member/bindOther: real name, gender and birthday, each accepted once (SPEC §5 "Profile data cannot
 * be changed after submission": a field already set answers 6009). A bad real name answers 6007 请输入
 * 正确的名字; a birthday under 18 answers 6007 您的年龄未满18岁，无法进行游戏 (both checked on the client
 * first with the same rules, shared/validation).
 */
export const bindOther = defineEndpoint({
  path: '/site/api/v1/user/member/bindOther',
  request: z
    .object({
      realName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(30))),
      gender: z.optional(z.union([z.literal(1), z.literal(2)])),
      birthday: z.optional(dateSchema),
    })
    .check(
      z.refine((body) => body.realName !== undefined || body.gender !== undefined || body.birthday !== undefined, {
        message: '请填写资料',
      }),
    ),
  response: memberInfoSchema,
  auth: true,
});

/** What a code sent to a logged-in member is for. */
export const bindCodePurposeSchema = z.enum(['bindPhone', 'bindEmail']);

/**
 * sendCode/two: a 6-digit code to a new phone (cate 0, with its country code) or e-mail (cate 1) that
 * the member is binding; the same resend, expiry and attempt rules as sendCode/one (codes-send.ts).
 * A phone or e-mail bound to another member answers 6009.
 *
 * With purpose 'resetPassword' the code goes to the phone (cate 0) or e-mail (cate 1) the member has
 * BOUND, under the password-reset purpose (bindPasswordByPhone / bindPasswordByEmail use it): no
 * receiver is sent, 6015 without a bound phone, 6007 without a bound e-mail.
 */
export const sendBindCode = defineEndpoint({
  path: '/site/api/v1/user/sendCode/two',
  request: z.union([
    z.object({
      purpose: bindCodePurposeSchema,
      cate: z.union([z.literal(0), z.literal(1)]),
      /** The national phone number or the e-mail address. */
      receiver: z.string().check(z.trim(), z.minLength(3), z.maxLength(40)),
      /** Dialling code without '+', for a phone. */
      areaCode: z._default(z.string().check(z.regex(/^\d{1,4}$/)), '86'),
    }),
    z.object({ purpose: z.literal('resetPassword'), cate: z.union([z.literal(0), z.literal(1)]) }),
  ]),
  response: z.object({ resendAfter: z.int().check(z.gte(0)) }),
  auth: true,
});

/** bindPhone: binds or changes the phone with the code sent to it (6036 wrong, 6038 expired). */
export const bindPhone = defineEndpoint({
  path: '/site/api/v1/user/bindPhone',
  request: z.object({
    areaCode: z.string().check(z.regex(/^\d{1,4}$/)),
    phone: z.string().check(z.regex(/^\d{5,15}$/)),
    code: z.string().check(z.regex(/^\d{6}$/)),
  }),
  response: memberInfoSchema,
  auth: true,
});

/** member/bindEmail: binds or changes the e-mail with the code sent to it. */
export const bindEmail = defineEndpoint({
  path: '/site/api/v1/user/member/bindEmail',
  request: z.object({
    email: z.string().check(z.trim(), z.email(), z.maxLength(40)),
    code: z.string().check(z.regex(/^\d{6}$/)),
  }),
  response: memberInfoSchema,
  auth: true,
});

/**
 * bindPassword: changes the login password (old, new, repeat; hashed like login). A wrong old password
 * answers 6100, 6037 while the member's password checks are locked (SPEC §8 note); the new one must
 * differ from the old (6007). Every other session of the member ends; the one that asked stays logged in.
 */
export const bindPassword = defineEndpoint({
  path: '/site/api/v1/user/bindPassword',
  request: z.object({
    oldPassword: passwordHashSchema,
    password: passwordHashSchema,
    confirmPassword: passwordHashSchema,
  }),
  response: z.object({ passwordChanged: z.literal(true), endedSessions: z.int().check(z.gte(0)) }),
  auth: true,
});

/**
 * bindFromDeposit: the payer's real name given on a deposit form, bound as the member's real name
 * when the profile has none (SPEC §5 real-name rules: 6007 请输入正确的名字). Once only: a member who
 * already has one answers 6009 资料提交后不可修改, like bindOther. Answers the new member info.
 */
export const bindFromDeposit = defineEndpoint({
  path: '/site/api/v1/user/bindFromDeposit',
  request: z.object({ realName: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)) }),
  response: memberInfoSchema,
  auth: true,
});

export const avatarSchema = z.object({ id: z.string(), url: z.string() });
export type Avatar = z.output<typeof avatarSchema>;

/** member/avatarList: the avatars a member may choose. */
export const avatarList = defineEndpoint({
  path: '/site/api/v1/user/member/avatarList',
  request: emptyRequestSchema,
  response: z.object({ list: z.array(avatarSchema).check(z.minLength(1)) }),
  auth: true,
});

/** addAvatar: sets one of the list's avatars, or an image the member uploaded (purpose avatar). */
export const addAvatar = defineEndpoint({
  path: '/site/api/v1/user/addAvatar',
  request: z.union([
    z.object({ avatarId: z.string().check(z.minLength(1), z.maxLength(40)) }),
    z.object({ fileId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  ]),
  response: memberInfoSchema,
  auth: true,
});

/** The images a member may upload, and their limits (checked on both sides; the server sniffs the bytes). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * upload/uploadImage: one image as base64 in the signed JSON body. The server checks the bytes (not
 * the declared type or name): anything but JPEG, PNG, GIF or WebP answers 6010 仅支持 JPG、PNG、GIF、
 * WEBP 格式的图片, more than 2 MB 6010 图片大小不能超过2MB. The file is kept under the data folder and
 * served only through addresses the server hands its owner (`url`, signed, expiring).
 */
export const uploadImage = defineEndpoint({
  path: '/site/api/v1/user/upload/uploadImage',
  request: z.object({
    purpose: z.enum(['avatar', 'feedback']),
    fileName: z.string().check(z.maxLength(120)),
    /** The file's bytes, base64 (no data: prefix). */
    data: z.string().check(z.minLength(1), z.maxLength(Math.ceil((UPLOAD_IMAGE_MAX_BYTES * 4) / 3) + 8)),
  }),
  response: z.object({
    fileId: z.string(),
    url: z.string(),
    contentType: z.enum(UPLOAD_IMAGE_TYPES),
    size: z.int().check(z.gte(1)),
  }),
  auth: true,
});

/** The intro tutorial (/mine/introTutorial): sections of steps, from the server. */
export const introTutorial = defineEndpoint({
  path: '/site/api/v1/site/content/introTutorial',
  request: emptyRequestSchema,
  response: z.object({
    sections: z
      .array(
        z.object({
          key: z.string(),
          title: z.string(),
          steps: z.array(z.object({ title: z.string(), text: z.string() })).check(z.minLength(1)),
        }),
      )
      .check(z.minLength(1)),
  }),
  cacheable: true,
});
