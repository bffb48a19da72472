import { addAvatar, memberInfo, uploadImage } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { appStore, memberAtom, type MemberInfo } from 'shared/state';
import { readAsBase64 } from './avatar-file';

export interface AvatarWrites {
  choose: (avatarId: string) => Promise<MemberInfo>;
  /** Uploads an image already checked by imageFileProblem, then makes it the avatar. */
  upload: (file: File) => Promise<MemberInfo>;
}

/**
 * Changing the avatar. addAvatar answers the new member info: it replaces the shared copy, so the
 * header and card follow, and any member-info read on screen refetches.
 */
export function useAvatarWrites(): AvatarWrites {
  const add = useEndpointMutation(addAvatar, { invalidates: [memberInfo] });
  const store = useEndpointMutation(uploadImage);
  const adopt = async (input: Parameters<typeof add.call>[0]) => {
    const member = await add.call(input);
    appStore.set(memberAtom, member);
    return member;
  };
  return {
    choose: (avatarId) => adopt({ avatarId }),
    upload: async (file) => {
      const data = await readAsBase64(file);
      const { fileId } = await store.call({ purpose: 'avatar', fileName: file.name.slice(-120), data });
      return adopt({ fileId });
    },
  };
}
