import type { z } from 'zod';
import { ResponseCode, type memberInfoSchema } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fileUrl } from '../../files/file-url';
import { DomainError } from '../../domain/domain-error';
import { artUrl } from '../../static/art-url';
import { formatBeijing } from '../../time/beijing';
import { maskEmail, maskPhone } from '../mask';
import { loadProfile, type MemberProfile } from '../members';
import { securityLevel } from '../security-level';

export type MemberInfo = z.input<typeof memberInfoSchema>;

/** The avatar's absolute address: an uploaded one (signed for its owner), a drawn one, or '' for none. */
export function avatarUrl(
  profile: Pick<MemberProfile, 'id' | 'avatarId' | 'avatarUploadId'>,
  baseUrl: string,
  now: Date,
): string {
  if (profile.avatarUploadId !== null)
    return fileUrl(baseUrl, { id: profile.avatarUploadId, memberId: profile.id }, now);
  return profile.avatarId === null ? '' : artUrl(baseUrl, 'avatar', profile.avatarId);
}

/**
 * What member/info answers, and every profile call that changes the member (contract profile.ts):
 * one builder, so the client's copy is the same whichever call produced it.
 */
export async function buildMemberInfo(
  db: Queryable,
  memberId: number,
  baseUrl: string,
  now: Date,
): Promise<MemberInfo> {
  const profile = await loadProfile(db, memberId);
  // The session join already checked the member exists; a miss here means it was deleted meanwhile.
  if (profile === null) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  const bindings = {
    phone: profile.phone !== '',
    realName: profile.realName !== '',
    email: profile.email !== '',
    bankCard: profile.hasBankCard,
    secondPassword: profile.hasSecondPassword,
  };
  return {
    userId: String(profile.id),
    name: profile.username,
    realName: profile.realName,
    phone: maskPhone(profile.phone),
    email: maskEmail(profile.email),
    bindPhone: bindings.phone,
    bindRealName: bindings.realName,
    bindEmail: bindings.email,
    bindBankCard: bindings.bankCard,
    hasSecondPassword: bindings.secondPassword,
    gender: profile.gender,
    birthday: profile.birthday,
    registerTime: formatBeijing(profile.registeredAt),
    avatar: avatarUrl(profile, baseUrl, now),
    // The recorded grade: vip/recompute-grade raises it in the transaction of every deposit and bet.
    vipGrade: profile.vipGrade,
    securityLevel: securityLevel(bindings),
  };
}
