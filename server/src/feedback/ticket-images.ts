import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { fileUrl } from '../files/file-url';
import { DomainError } from '../domain/domain-error';

/**
 * The images a ticket may carry: uploads of this member made for feedback (upload/uploadImage,
 * purpose feedback). Anything else — another member's file, an avatar, an unknown id — is refused
 * whole (6007), never silently dropped. A repeated id counts once.
 */
export async function checkImages(db: Queryable, memberId: number, fileIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  // One parameter per id (three at most): an id is any text, commas included.
  const placeholders = ids.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ id: string }>(
    `select id from uploads where member_id = $1 and purpose = 'feedback' and id in (${placeholders})`,
    [memberId, ...ids],
  );
  if (rows.length !== ids.length) throw new DomainError(ResponseCode.INVALID_PARAMETER, '图片无效');
  return ids;
}

export async function attachImages(db: Queryable, ticketId: number, uploadIds: readonly string[]): Promise<void> {
  for (const [position, uploadId] of uploadIds.entries()) {
    await db.query('insert into feedback_images (ticket_id, upload_id, position) values ($1, $2, $3)', [
      ticketId,
      uploadId,
      position,
    ]);
  }
}

/** A ticket's images in the order attached, each with an address only its owner can open, for a while. */
export async function imagesOf(
  db: Queryable,
  ticketId: number,
  baseUrl: string,
  now: Date,
): Promise<{ fileId: string; url: string }[]> {
  const rows = await db.query<{ id: string; memberId: number }>(
    `select u.id, u.member_id as "memberId" from feedback_images i join uploads u on u.id = i.upload_id where i.ticket_id = $1 order by i.position`,
    [ticketId],
  );
  return rows.map((upload) => ({ fileId: upload.id, url: fileUrl(baseUrl, upload, now) }));
}
