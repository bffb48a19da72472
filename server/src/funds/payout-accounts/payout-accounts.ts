import {
  ALIPAY_ACCOUNT_PATTERN,
  COIN_ADDRESS_PATTERNS,
  CARD_NUMBER_PATTERN,
  luhnValid,
  PAYOUT_ACCOUNT_LIMIT,
  ResponseCode,
  type CoinProtocol,
  type PayoutAccount,
  type PayoutKind,
} from 'shared/contract';
import { sealNumber } from './sealed-number';
import { hmacBase64Url } from '../../auth/hmac';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { findBank } from './banks';
import { maskedTail, tailOf } from './mask';
import { loadPayoutOwner, requireVerifiedOwner } from './payout-owner';

interface AccountRow {
  id: number;
  kind: PayoutKind;
  bankName: string;
  code: string;
  tail: string;
  holderName: string;
  isDefault: boolean;
  createdAt: Date;
}

/**
 * A kind whose accounts carry no default flag (rows older than migration 009, or seeded) treats its
 * oldest live account as the default, so every kind with accounts has exactly one.
 */
const COLUMNS = `id, kind, bank_name as "bankName", code, card_last4 as tail, holder_name as "holderName",
                 (is_default or (not exists (select 1 from bank_cards d where d.member_id = c.member_id and d.kind = c.kind
                                               and d.deleted_at is null and d.is_default)
                                 and id = (select min(o.id) from bank_cards o where o.member_id = c.member_id and o.kind = c.kind
                                             and o.deleted_at is null))) as "isDefault",
                 created_at as "createdAt"`;

export function accountView(row: AccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    name: row.bankName,
    code: row.code,
    masked: maskedTail(row.tail),
    holderName: row.holderName,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Live accounts, kind by kind (bank, coin, alipay), the default of each first, then oldest first. */
export async function listAccounts(db: Queryable, memberId: number): Promise<PayoutAccount[]> {
  const rows = await db.query<AccountRow>(
    `select * from (select ${COLUMNS} from bank_cards c where member_id = $1 and deleted_at is null) a
      order by case kind when 'bank' then 0 when 'coin' then 1 else 2 end, "isDefault" desc, id`,
    [memberId],
  );
  return rows.map(accountView);
}

/** One live account of this member; 6004 for another member's, a deleted or an unknown one. */
export async function findAccount(db: Queryable, memberId: number, id: number): Promise<PayoutAccount> {
  const rows = await db.query<AccountRow>(
    `select ${COLUMNS} from bank_cards c where id = $1 and member_id = $2 and deleted_at is null`,
    [id, memberId],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '收款账户不存在');
  return accountView(row);
}

export type NewAccount =
  | { kind: 'bank'; bankCode: string; cardNumber: string }
  | { kind: 'coin'; protocol: CoinProtocol; address: string }
  | { kind: 'alipay'; account: string };

interface Checked {
  kind: PayoutKind;
  name: string;
  code: string;
  number: string;
}

/** The format rules of each kind; 6007 with what is wrong. */
export function checkNewAccount(input: NewAccount): Checked {
  switch (input.kind) {
    case 'bank': {
      const bank = findBank(input.bankCode);
      if (bank === null) throw new DomainError(ResponseCode.INVALID_PARAMETER, '请选择开户银行');
      if (!CARD_NUMBER_PATTERN.test(input.cardNumber))
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '银行卡号应为16-19位数字');
      if (!luhnValid(input.cardNumber))
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '银行卡号有误，请核对后重新输入');
      return { kind: 'bank', name: bank.bankName, code: bank.bankCode, number: input.cardNumber };
    }
    case 'coin': {
      const address = input.address.trim();
      if (!COIN_ADDRESS_PATTERNS[input.protocol].test(address)) {
        throw new DomainError(ResponseCode.INVALID_PARAMETER, `${input.protocol}地址格式不正确，请核对后重新输入`);
      }
      // ERC20 addresses are case-insensitive (the case is only a checksum): compare them lowered.
      const number = input.protocol === 'ERC20' ? address.toLowerCase() : address;
      return { kind: 'coin', name: `USDT-${input.protocol}`, code: input.protocol, number };
    }
    case 'alipay': {
      const account = input.account.trim().toLowerCase();
      if (!ALIPAY_ACCOUNT_PATTERN.test(account))
        throw new DomainError(ResponseCode.INVALID_PARAMETER, '支付宝账号应为手机号或邮箱');
      return { kind: 'alipay', name: '支付宝', code: '', number: account };
    }
  }
}

/** Per-member lock: two quick adds cannot both pass the count check. */
const ACCOUNT_LOCK_SPACE = 7_400_310;

/**
 * Adds an account held by the member's real name: 6015 / 6449 without a bound phone or real name,
 * 7301 beyond PAYOUT_ACCOUNT_LIMIT of its kind, 6009 when this number is already bound. The first of
 * a kind becomes its default. The whole number is kept sealed (sealed-number.ts) beside an HMAC of it
 * (duplicates) and its last four characters (display).
 */
export async function addAccount(
  db: Database,
  secret: string,
  memberId: number,
  input: NewAccount,
  now: Date,
): Promise<PayoutAccount> {
  const checked = checkNewAccount(input);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [ACCOUNT_LOCK_SPACE, memberId]);
    const owner = requireVerifiedOwner(await loadPayoutOwner(tx, memberId));
    const fingerprint = hmacBase64Url(secret, `payout|${checked.kind}|${checked.number}`);
    const existing = await tx.query<{ count: number; same: number }>(
      `select count(*)::int as count, count(*) filter (where fingerprint = $3)::int as same
         from bank_cards where member_id = $1 and kind = $2 and deleted_at is null`,
      [memberId, checked.kind, fingerprint],
    );
    const { count, same } = existing[0] ?? { count: 0, same: 0 };
    if (same > 0) throw new DomainError(ResponseCode.DATA_EXISTS, '该账户已绑定，请勿重复添加');
    if (count >= PAYOUT_ACCOUNT_LIMIT) throw new DomainError(ResponseCode.PAYOUT_ACCOUNT_LIMIT);
    const rows = await tx.query<{ id: number }>(
      `insert into bank_cards (member_id, kind, bank_name, code, card_last4, holder_name, fingerprint, is_default, created_at, number_sealed)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        memberId,
        checked.kind,
        checked.name,
        checked.code,
        tailOf(checked.kind, checked.number),
        owner.realName,
        fingerprint,
        count === 0,
        now,
        sealNumber(secret, checked.number),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('inserting a payout account returned no row');
    return findAccount(tx, memberId, id);
  });
}

/** Makes one account the default of its kind. */
export async function setDefaultAccount(db: Database, memberId: number, id: number): Promise<PayoutAccount[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [ACCOUNT_LOCK_SPACE, memberId]);
    const account = await findAccount(tx, memberId, id);
    await tx.query(
      `update bank_cards set is_default = (id = $3) where member_id = $1 and kind = $2 and deleted_at is null`,
      [memberId, account.kind, id],
    );
  });
  return listAccounts(db, memberId);
}

/**
 * Deletes (soft) one account; 7306 while a pending withdrawal goes to it. When it was the default,
 * the oldest remaining account of its kind takes over.
 */
export async function deleteAccount(db: Database, memberId: number, id: number, now: Date): Promise<PayoutAccount[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1, $2)', [ACCOUNT_LOCK_SPACE, memberId]);
    const account = await findAccount(tx, memberId, id);
    const pending = await tx.query(
      `select 1 from withdraw_orders where account_id = $1 and status = 'pending' limit 1`,
      [id],
    );
    if (pending.length > 0) throw new DomainError(ResponseCode.PAYOUT_ACCOUNT_BUSY);
    await tx.query(`update bank_cards set deleted_at = $2, is_default = false where id = $1`, [id, now]);
    if (account.isDefault) {
      await tx.query(
        `update bank_cards set is_default = true where id = (
           select min(id) from bank_cards where member_id = $1 and kind = $2 and deleted_at is null)`,
        [memberId, account.kind],
      );
    }
  });
  return listAccounts(db, memberId);
}
