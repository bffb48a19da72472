import { ResponseCode, type Letter, type LetterCategory } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';

interface LetterRow {
  id: number;
  category: LetterCategory;
  title: string;
  content: string;
  created_at: Date;
  read_at: Date | null;
}

const LETTER_COLUMNS = 'id, category, title, content, created_at, read_at';

function letterView(row: LetterRow): Letter {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

/**
 * The categories as one SQL array parameter: none given means every category. Passed as text and
 * split in SQL so both drivers bind it the same way (no array parameters in SqlValue).
 */
function categoryFilter(categories: readonly LetterCategory[], param: number): string {
  return categories.length === 0 ? 'true' : `category = any(string_to_array($${param}, ','))`;
}

function categoryParams(categories: readonly LetterCategory[]): string[] {
  return categories.length === 0 ? [] : [categories.join(',')];
}

/** One page of the member's letters that are not deleted, newest first. */
export async function letterPage(
  db: Queryable,
  memberId: number,
  categories: readonly LetterCategory[],
  pageNum: number,
  pageSize: number,
): Promise<{ list: Letter[]; total: number }> {
  const where = `member_id = $1 and deleted_at is null and ${categoryFilter(categories, 2)}`;
  const params = [memberId, ...categoryParams(categories)];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from letters where ${where}`,
    params,
  );
  const next = params.length + 1;
  const rows = await db.query<LetterRow>(
    `select ${LETTER_COLUMNS} from letters where ${where} order by created_at desc, id desc limit $${next} offset $${next + 1}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  return { list: rows.map(letterView), total: count?.total ?? 0 };
}

/**
 * Marks one of the member's letters read (the first reading time stays); another's or a deleted one: 6004.
 * Ids are compared as bigint: the contract allows any positive integer, and one past the column's
 * range is simply no letter, not a failed cast.
 */
export async function readLetter(db: Queryable, memberId: number, id: number, now: Date): Promise<Letter> {
  const [row] = await db.query<LetterRow>(
    `update letters set read_at = coalesce(read_at, $3) where id = $1::bigint and member_id = $2 and deleted_at is null returning ${LETTER_COLUMNS}`,
    [id, memberId, now],
  );
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '站内信不存在或已删除');
  return letterView(row);
}

/** Deletes the member's letters among `ids`; ids of other members or already deleted are skipped. */
export async function deleteLetters(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update letters set deleted_at = $3
      where member_id = $1 and deleted_at is null and id = any(string_to_array($2, ',')::bigint[])
      returning id`,
    [memberId, ids.join(','), now],
  );
  return rows.length;
}

/** Marks every unread letter of the categories (none: all) read; answers how many changed. */
export async function readAllLetters(
  db: Queryable,
  memberId: number,
  categories: readonly LetterCategory[],
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update letters set read_at = $2
      where member_id = $1 and read_at is null and deleted_at is null and ${categoryFilter(categories, 3)}
      returning id`,
    [memberId, now, ...categoryParams(categories)],
  );
  return rows.length;
}
