import { api } from 'shared/api';
import { bindOther, type RequestOf } from 'shared/contract';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';

/** bindOther answers the new member info: it replaces the shared copy, so every view shows it as fixed. */
export async function saveProfile(body: RequestOf<typeof bindOther>): Promise<MemberInfo> {
  const member = await api.request(bindOther, body);
  appStore.set(memberAtom, member);
  return member;
}
