import { api, refreshMember } from 'shared/api';
import {
  bindEmail,
  bindPassword,
  bindPhone,
  sendBindCode,
  withdrawPwdReset,
  withdrawPwdSendCode,
  withdrawPwdSet,
} from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';

/** Answers carrying the new member info replace the shared copy: the card and header follow at once. */
function adopt(member: MemberInfo): MemberInfo {
  appStore.set(memberAtom, member);
  return member;
}

export function sendPhoneCode(areaCode: string, phone: string) {
  return api.request(sendBindCode, { purpose: 'bindPhone', cate: 0, receiver: phone, areaCode });
}

export function sendEmailCode(email: string) {
  return api.request(sendBindCode, { purpose: 'bindEmail', cate: 1, receiver: email, areaCode: '86' });
}

export async function savePhone(areaCode: string, phone: string, code: string): Promise<MemberInfo> {
  return adopt(await api.request(bindPhone, { areaCode, phone, code }));
}

export async function saveEmail(email: string, code: string): Promise<MemberInfo> {
  return adopt(await api.request(bindEmail, { email: email.trim(), code }));
}

/** Passwords travel only as MD5 digests, like at login (SPEC §3). */
export function changeLoginPassword(old: string, password: string, repeat: string) {
  return api.request(bindPassword, { oldPassword: md5Hex(old), password: md5Hex(password), confirmPassword: md5Hex(repeat) });
}

/** The set and reset calls answer no member: reload it so 已设置 shows everywhere. */
async function thenReloadMember(): Promise<void> {
  await refreshMember().catch((error: unknown) => console.warn('[account] member reload after the second password failed', error));
}

export async function setSecondPassword(password: string, repeat: string): Promise<void> {
  await api.request(withdrawPwdSet, { password: md5Hex(password), confirmPassword: md5Hex(repeat) });
  await thenReloadMember();
}

export function sendSecondPasswordCode() {
  return api.request(withdrawPwdSendCode, {});
}

export async function resetSecondPassword(code: string, password: string, repeat: string): Promise<void> {
  await api.request(withdrawPwdReset, { code, password: md5Hex(password), confirmPassword: md5Hex(repeat) });
  await thenReloadMember();
}
