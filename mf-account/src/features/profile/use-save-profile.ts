import { bindOther, memberInfo, type RequestOf } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';

/**
 * Saves the filled profile fields. bindOther answers the new member info: it replaces the shared
 * copy, so every view shows it as fixed, and any member-info read on screen refetches.
 */
export function useSaveProfile(): (body: RequestOf<typeof bindOther>) => Promise<MemberInfo> {
  const { call } = useEndpointMutation(bindOther, { invalidates: [memberInfo] });
  return async (body) => {
    const member = await call(body);
    appStore.set(memberAtom, member);
    return member;
  };
}
