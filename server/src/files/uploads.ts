import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Queryable } from '../db/database';
import type { ImageContentType, ImageType } from './image-type';

/** 'reply': an image an operator attached to a support reply, owned by the ticket's member. */
export type UploadPurpose = 'avatar' | 'feedback' | 'reply';

export interface StoredUpload {
  id: string;
  memberId: number;
  purpose: UploadPurpose;
  contentType: ImageContentType;
  size: number;
  /** Relative to the files root (files-root.ts): `<memberId>/<id>.<ext>`. */
  path: string;
  createdAt: Date;
}

const COLUMNS = `id, member_id as "memberId", purpose, content_type as "contentType", size, path, created_at as "createdAt"`;

export interface NewUpload {
  memberId: number;
  purpose: UploadPurpose;
  bytes: Buffer;
  type: ImageType;
  /** An operator's upload for a ticket's reply (purpose 'reply'): who uploaded it, for which ticket. */
  byOperator?: { operatorId: number; ticketId: number };
}

/**
 * Writes the bytes under `root` and records them. The id is random (it is part of the address, so it
 * must not be guessable); the file is written first and removed again when the row cannot be, so no
 * row ever points at nothing.
 */
export async function saveUpload(db: Queryable, root: string, upload: NewUpload, now: Date): Promise<StoredUpload> {
  const id = randomBytes(18).toString('base64url');
  const path = `${upload.memberId}/${id}.${upload.type.extension}`;
  const file = join(root, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, upload.bytes, { flag: 'wx' });
  try {
    const rows = await db.query<StoredUpload>(
      `insert into uploads (id, member_id, purpose, content_type, size, path, created_at, operator_id, ticket_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
      [
        id,
        upload.memberId,
        upload.purpose,
        upload.type.contentType,
        upload.bytes.length,
        path,
        now,
        upload.byOperator?.operatorId ?? null,
        upload.byOperator?.ticketId ?? null,
      ],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('insert into uploads returned no row');
    return row;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export async function findUpload(db: Queryable, id: string): Promise<StoredUpload | null> {
  const rows = await db.query<StoredUpload>(`select ${COLUMNS} from uploads where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The member's own upload made for `purpose`, or null: nobody attaches another member's file. */
export async function findMemberUpload(
  db: Queryable,
  memberId: number,
  id: string,
  purpose: UploadPurpose,
): Promise<StoredUpload | null> {
  const rows = await db.query<StoredUpload>(
    `select ${COLUMNS} from uploads where id = $1 and member_id = $2 and purpose = $3`,
    [id, memberId, purpose],
  );
  return rows[0] ?? null;
}

/**
 * Uploads of the member since `since`: the cap on how fast one member may fill the data folder.
 * Images support attached to the member's tickets are not the member's doing and do not count.
 */
export async function countUploadsSince(db: Queryable, memberId: number, since: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'select count(*)::int as n from uploads where member_id = $1 and created_at > $2 and operator_id is null',
    [memberId, since],
  );
  return rows[0]?.n ?? 0;
}
