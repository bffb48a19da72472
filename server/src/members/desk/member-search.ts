import type { MemberSearchField, MemberSummary } from 'shared/contract/console';
import type { Queryable, SqlValue } from '../../db/database';
import { maskEmail, maskPhone } from '../mask';

export interface SummaryRow {
  id: number;
  username: string;
  phone: string;
  email: string;
  status: MemberSummary['status'];
  vipGrade: number;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export const SUMMARY_COLUMNS = `m.id, m.username, m.phone, m.email, m.status, m.vip_grade as "vipGrade", m.created_at as "createdAt",
  m.last_login_at as "lastLoginAt"`;

/** A member as the desk lists them: contact details masked. */
export function summaryView(row: SummaryRow): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    phoneMasked: maskPhone(row.phone),
    emailMasked: maskEmail(row.email),
    status: row.status,
    vipGrade: row.vipGrade,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt === null ? null : row.lastLoginAt.toISOString(),
  };
}

/** like-patterns treat % and _ as wildcards: a search for them means the characters themselves. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The terms of one search. A phone or e-mail matches exactly or by its ending (reverse() so the
 * ending is an indexed prefix); a name by prefix, case-insensitively; an id exactly.
 */
function terms(query: string, field: MemberSearchField): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [];
  const ors: string[] = [];
  const add = (term: (n: string) => string, value: SqlValue) => {
    params.push(value);
    ors.push(term(`$${params.length}`));
  };
  const all = field === 'any';
  if ((all || field === 'id') && /^\d{1,9}$/.test(query)) add((n) => `m.id = ${n}::int`, Number(query));
  if (all || field === 'name') add((n) => `lower(m.username) like ${n}`, `${literal(query.toLowerCase())}%`);
  const digits = query.replace(/[\s-]/g, '');
  if ((all || field === 'phone') && /^\+?\d{3,}$/.test(digits)) {
    add(
      (n) => `(m.phone <> '' and reverse(m.phone) like ${n})`,
      `${literal([...digits.replace(/^\+/, '')].reverse().join(''))}%`,
    );
  }
  if ((all || field === 'email') && query.length >= 3) {
    add(
      (n) => `(m.email <> '' and lower(reverse(m.email)) like ${n})`,
      `${literal([...query.toLowerCase()].reverse().join(''))}%`,
    );
  }
  return { sql: ors.length === 0 ? 'false' : ors.join(' or '), params };
}

export async function searchMembers(
  db: Queryable,
  input: { query: string; field: MemberSearchField; pageNum: number; pageSize: number },
): Promise<{ list: MemberSummary[]; total: number }> {
  const { sql, params } = terms(input.query.trim(), input.field);
  const [rows, count] = await Promise.all([
    db.query<SummaryRow>(
      `select ${SUMMARY_COLUMNS} from members m where ${sql} order by m.id limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(`select count(*)::int as total from members m where ${sql}`, params),
  ]);
  return { list: rows.map(summaryView), total: count[0]?.total ?? 0 };
}
