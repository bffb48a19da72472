import type { MemberNote } from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { findMember } from './member-profile';

interface NoteRow {
  id: number;
  text: string;
  operatorName: string;
  createdAt: Date;
}

const view = (row: NoteRow): MemberNote => ({ ...row, id: Number(row.id), createdAt: row.createdAt.toISOString() });

/** Newest first. */
export async function memberNotes(
  db: Queryable,
  memberId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: MemberNote[]; total: number }> {
  await findMember(db, memberId);
  const [rows, count] = await Promise.all([
    db.query<NoteRow>(
      `select n.id, n.text, o.name as "operatorName", n.created_at as "createdAt" from member_notes n join operators o on o.id = n.operator_id
        where n.member_id = $1 order by n.created_at desc, n.id desc limit $2 offset $3`,
      [memberId, page.pageSize, (page.pageNum - 1) * page.pageSize],
    ),
    db.query<{ total: number }>('select count(*)::int as total from member_notes where member_id = $1', [memberId]),
  ]);
  return { list: rows.map(view), total: count[0]?.total ?? 0 };
}

/** Appends a note (the table refuses updates and deletes) with its audit row. */
export async function addMemberNote(
  db: Database,
  actor: AuditActor,
  input: { memberId: number; text: string },
  now: Date,
): Promise<MemberNote> {
  return db.transaction(async (tx) => {
    await findMember(tx, input.memberId);
    const rows = await tx.query<{ id: number }>(
      'insert into member_notes (member_id, operator_id, text, created_at) values ($1, $2, $3, $4) returning id',
      [input.memberId, actor.operatorId, input.text, now],
    );
    const id = Number(rows[0]?.id);
    await appendAudit(
      tx,
      actor,
      { action: 'member.note', target: `member:${input.memberId}`, after: { noteId: id, text: input.text } },
      now,
    );
    return { id, text: input.text, operatorName: actor.operatorName, createdAt: now.toISOString() };
  });
}
