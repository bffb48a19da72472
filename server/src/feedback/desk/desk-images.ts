import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResponseCode } from 'shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { decodeImage } from '../../files/base64-image';
import type { ImageContentType } from '../../files/image-type';
import { saveUpload } from '../../files/uploads';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { findDeskTicket } from './desk-tickets';

const TICKET_CLOSED = () => new DomainError(ResponseCode.TICKET_CLOSED);

/**
 * The ticket's image `fileId` for an operator: one the member attached, or one of a reply's. The
 * bytes go out only with an audit row of the view; anything else answers 8071 and leaves none.
 */
export async function viewTicketImage(
  db: Database,
  filesDir: string,
  actor: AuditActor,
  input: { id: number; fileId: string },
  now: Date,
): Promise<{ fileId: string; contentType: ImageContentType; data: string }> {
  return db.transaction(async (tx) => {
    const ticket = await findDeskTicket(tx, input.id);
    const [image] = await tx.query<{ path: string; contentType: ImageContentType; source: string }>(
      `select u.path, u.content_type as "contentType", 'ticket' as source from feedback_images i join uploads u on u.id = i.upload_id
        where i.ticket_id = $1 and i.upload_id = $2
       union all
       select u.path, u.content_type, 'reply' from feedback_reply_images i join feedback_replies r on r.id = i.reply_id
         join uploads u on u.id = i.upload_id where r.ticket_id = $1 and i.upload_id = $2`,
      [ticket.id, input.fileId],
    );
    if (image === undefined) throw new DomainError(ResponseCode.TICKET_IMAGE_INVALID);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(filesDir, image.path));
    } catch {
      throw new DomainError(ResponseCode.TICKET_IMAGE_INVALID, '图片文件已丢失');
    }
    await appendAudit(
      tx,
      actor,
      { action: 'ticket.image_view', target: `ticket:${ticket.id}`, after: { fileId: input.fileId, of: image.source } },
      now,
    );
    return { fileId: input.fileId, contentType: image.contentType, data: bytes.toString('base64') };
  });
}

/**
 * An operator's image for a reply to an open ticket, checked as a member's upload is (type by the
 * bytes, size: 6010). It is kept as the ticket's member's file, so the member opens it through the
 * same signed address as their own, once a reply names it.
 */
export async function uploadReplyImage(
  db: Database,
  filesDir: string,
  actor: AuditActor,
  input: { id: number; data: string },
  now: Date,
): Promise<{ fileId: string }> {
  const image = decodeImage(input.data);
  const ticket = await findDeskTicket(db, input.id);
  if (ticket.status === 'closed') throw TICKET_CLOSED();
  return db.transaction(async (tx) => {
    const upload = await saveUpload(
      tx,
      filesDir,
      {
        memberId: ticket.memberId,
        purpose: 'reply',
        bytes: image.bytes,
        type: image.type,
        byOperator: { operatorId: actor.operatorId, ticketId: ticket.id },
      },
      now,
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'ticket.image_upload',
        target: `ticket:${ticket.id}`,
        after: { fileId: upload.id, contentType: upload.contentType, size: upload.size },
      },
      now,
    );
    return { fileId: upload.id };
  });
}

/** The reply's images: uploads made for this ticket by an operator and not attached yet (8071 otherwise). */
export async function checkReplyImages(tx: Queryable, ticketId: number, fileIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const placeholders = ids.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await tx.query<{ id: string }>(
    `select u.id from uploads u where u.ticket_id = $1 and u.purpose = 'reply' and u.id in (${placeholders})
        and not exists (select 1 from feedback_reply_images i where i.upload_id = u.id)`,
    [ticketId, ...ids],
  );
  if (rows.length !== ids.length) throw new DomainError(ResponseCode.TICKET_IMAGE_INVALID);
  return ids;
}
