import { ResponseCode } from 'shared/contract';
import { decodeImage } from '../files/base64-image';
import { fileUrl } from '../files/file-url';
import { countUploadsSince, saveUpload } from '../files/uploads';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { listAvatars, setAvatar } from '../members/profile/avatars';
import { sendBindCode } from '../members/profile/bind-codes';
import { sendResetCode } from '../members/profile/password-reset-by-code';
import { changePassword } from '../members/profile/change-password';
import { bindEmail, bindPhone } from '../members/profile/contact-binding';
import { INTRO_TUTORIAL } from '../members/profile/intro-tutorial';
import { buildMemberInfo } from '../members/profile/member-info';
import { saveProfileFields } from '../members/profile/profile-fields';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** Images one member may upload per hour: plenty for a profile and feedback, not enough to fill a disk. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** The member's own profile and security (contract profile.ts): every change answers the new member info. */
export function profileHandlers({ db, authSecret, messageSender, filesDir, chat }: HandlerDeps) {
  const codes = { db, secret: authSecret };
  return {
    bindOther: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await saveProfileFields(db, memberId, input, ctx.now);
      return buildMemberInfo(db, memberId, ctx.baseUrl, ctx.now);
    },

    sendBindCode: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      const deps = { db, secret: authSecret, sender: messageSender };
      const resendAfter =
        input.purpose === 'resetPassword'
          ? await sendResetCode(deps, memberId, input.cate, ctx.log, ctx.now)
          : await sendBindCode(deps, memberId, input, ctx.log, ctx.now);
      return { resendAfter };
    },

    bindPhone: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await bindPhone(codes, memberId, input, ctx.now);
      return buildMemberInfo(db, memberId, ctx.baseUrl, ctx.now);
    },

    bindEmail: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await bindEmail(codes, memberId, input, ctx.now);
      return buildMemberInfo(db, memberId, ctx.baseUrl, ctx.now);
    },

    bindPassword: async (input, ctx) => {
      const { memberId, sessionId } = requireMember(ctx);
      const endedSessions = await changePassword(db, { memberId, sessionId, ...input }, ctx.now);
      if (endedSessions > 0) await chat.sessionsEnded(memberId);
      return { passwordChanged: true as const, endedSessions };
    },

    avatarList: async (_input, ctx) => ({ list: listAvatars(ctx.baseUrl) }),

    addAvatar: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      await setAvatar(db, memberId, input);
      return buildMemberInfo(db, memberId, ctx.baseUrl, ctx.now);
    },

    uploadImage: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      const image = decodeImage(input.data);
      if ((await countUploadsSince(db, memberId, new Date(ctx.now.getTime() - HOUR_MS))) >= UPLOADS_PER_HOUR) {
        throw new DomainError(ResponseCode.FREQUENT_SUBMISSION, '上传过于频繁，请稍后再试');
      }
      const upload = await saveUpload(
        db,
        filesDir,
        { memberId, purpose: input.purpose, bytes: image.bytes, type: image.type },
        ctx.now,
      );
      return {
        fileId: upload.id,
        url: fileUrl(ctx.baseUrl, upload, ctx.now),
        contentType: upload.contentType,
        size: upload.size,
      };
    },

    introTutorial: async () => INTRO_TUTORIAL,
  } satisfies Pick<
    HandlerMap,
    | 'bindOther'
    | 'sendBindCode'
    | 'bindPhone'
    | 'bindEmail'
    | 'bindPassword'
    | 'avatarList'
    | 'addAvatar'
    | 'uploadImage'
    | 'introTutorial'
  >;
}
