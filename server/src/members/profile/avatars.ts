import { ResponseCode, type Avatar } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { findMemberUpload } from '../../files/uploads';
import { DomainError } from '../../domain/domain-error';
import { AVATAR_COUNT } from '../../static/art-source';
import { artUrl } from '../../static/art-url';

/** The drawn avatars a member may choose (static art 'avatar' 1..AVATAR_COUNT). */
export function listAvatars(baseUrl: string): Avatar[] {
  return Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: String(i + 1), url: artUrl(baseUrl, 'avatar', i + 1) }));
}

/** addAvatar: one of the list (6004 for an id not in it), or the member's own avatar upload (6004 otherwise). */
export async function setAvatar(
  db: Queryable,
  memberId: number,
  choice: { avatarId: string } | { fileId: string },
): Promise<void> {
  if ('avatarId' in choice) {
    const id = /^\d{1,3}$/.test(choice.avatarId) ? Number(choice.avatarId) : 0;
    if (id < 1 || id > AVATAR_COUNT) throw new DomainError(ResponseCode.NOT_FOUND);
    await db.query('update members set avatar_id = $2, avatar_upload_id = null where id = $1', [memberId, id]);
    return;
  }
  const upload = await findMemberUpload(db, memberId, choice.fileId, 'avatar');
  if (upload === null) throw new DomainError(ResponseCode.NOT_FOUND);
  await db.query('update members set avatar_upload_id = $2 where id = $1', [memberId, upload.id]);
}
