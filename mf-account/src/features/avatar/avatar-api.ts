import { api } from 'shared/api';
import { addAvatar, uploadImage } from 'shared/contract';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { readAsBase64 } from './avatar-file';

/** addAvatar answers the new member info: it replaces the shared copy, so the header and card follow. */
function adopt(member: MemberInfo): MemberInfo {
  appStore.set(memberAtom, member);
  return member;
}

export async function chooseAvatar(avatarId: string): Promise<MemberInfo> {
  return adopt(await api.request(addAvatar, { avatarId }));
}

/** Uploads an image already checked by imageFileProblem, then makes it the avatar. */
export async function uploadAvatar(file: File): Promise<MemberInfo> {
  const data = await readAsBase64(file);
  const { fileId } = await api.request(uploadImage, { purpose: 'avatar', fileName: file.name.slice(-120), data });
  return adopt(await api.request(addAvatar, { fileId }));
}
