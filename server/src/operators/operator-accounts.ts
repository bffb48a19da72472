import type { ConsoleRole, Operator } from 'shared/contract/console';
import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { hashPassword } from '../members/password';

/** An operators row as the console code reads it. */
export interface OperatorRow {
  id: number;
  name: string;
  displayName: string;
  passwordHash: string;
  roles: ConsoleRole[];
  status: 'active' | 'disabled';
  totpSecret: string | null;
  totpLastStep: number | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const COLUMNS = `id, name, display_name as "displayName", password_hash as "passwordHash", roles, status,
  totp_secret as "totpSecret", totp_last_step::int as "totpLastStep", created_at as "createdAt", last_login_at as "lastLoginAt"`;

export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    roles: row.roles,
    status: row.status,
    totpEnrolled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt === null ? null : row.lastLoginAt.toISOString(),
  };
}

export async function findOperatorByName(db: Queryable, name: string): Promise<OperatorRow | null> {
  const rows = await db.query<OperatorRow>(`select ${COLUMNS} from operators where name = $1`, [name]);
  return rows[0] ?? null;
}

/** `forUpdate` inside a transaction: the row stays as read until it commits. */
export async function findOperator(db: Queryable, id: number, forUpdate = false): Promise<OperatorRow> {
  const rows = await db.query<OperatorRow>(
    `select ${COLUMNS} from operators where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '操作员不存在');
  return row;
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.query<OperatorRow>(`select ${COLUMNS} from operators order by id`);
}

export interface NewOperator {
  name: string;
  displayName: string;
  password: string;
  roles: readonly ConsoleRole[];
  /** Demo operators come enrolled; anyone else enrols at first login. */
  totpSecret?: string;
}

/** 6009 when the name is taken. The password is kept only as a scrypt hash. */
export async function createOperator(tx: Queryable, input: NewOperator, now: Date): Promise<OperatorRow> {
  const hash = await hashPassword(input.password);
  const rows = await tx.query<{ id: number }>(
    `insert into operators (name, display_name, password_hash, roles, totp_secret, created_at)
     values ($1, $2, $3, string_to_array($4, ','), $5, $6) on conflict (name) do nothing returning id`,
    [input.name, input.displayName, hash, [...new Set(input.roles)].join(','), input.totpSecret ?? null, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new DomainError(ResponseCode.DATA_EXISTS, '该账号已存在');
  return findOperator(tx, id);
}
