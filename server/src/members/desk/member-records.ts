import type { LedgerKind, MemberBet, MemberFundsRow, MemberLedgerRow, MemberRound } from 'shared/contract/console';
import type { Queryable, SqlValue } from '../../db/database';
import { fenToYuan } from '../../wallet/money';
import { findMember } from './member-profile';

export interface PageInput {
  memberId: number;
  pageNum: number;
  pageSize: number;
}

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());
const window = (page: PageInput, first: number) => `limit $${first} offset $${first + 1}`;
const pageParams = (page: PageInput): SqlValue[] => [page.pageSize, (page.pageNum - 1) * page.pageSize];

/** USDT rows hold hundredths of a USDT, CNY rows fen: both are hundredths. */
const units = (hundredths: number): number => fenToYuan(Number(hundredths));

export interface LedgerInput extends PageInput {
  kind?: LedgerKind | undefined;
  currency: 'CNY' | 'USDT';
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the ledger, newest first, and the credits and debits of every row of the filter. */
export async function memberLedger(
  db: Queryable,
  input: LedgerInput,
): Promise<{ list: MemberLedgerRow[]; total: number; credits: number; debits: number }> {
  await findMember(db, input.memberId);
  const params: SqlValue[] = [input.memberId, input.currency, input.kind ?? null, input.from ?? null, input.to ?? null];
  const where = `l.member_id = $1 and l.currency = $2 and ($3::text is null or l.kind = $3)
    and ($4::timestamptz is null or l.created_at >= $4::timestamptz) and ($5::timestamptz is null or l.created_at < $5::timestamptz)`;
  const [rows, sums] = await Promise.all([
    db.query<{
      id: number;
      kind: LedgerKind;
      currency: 'CNY' | 'USDT';
      venueName: string | null;
      amount: number;
      balanceAfter: number;
      remark: string;
      createdAt: Date;
    }>(
      `select l.id, l.kind, l.currency, v.name as "venueName", l.amount_fen as amount, l.balance_after_fen as "balanceAfter", l.remark,
              l.created_at as "createdAt"
         from ledger l left join venues v on v.id = l.venue_id where ${where} order by l.created_at desc, l.id desc ${window(input, 6)}`,
      [...params, ...pageParams(input)],
    ),
    db.query<{ total: number; credits: string; debits: string }>(
      `select count(*)::int as total, coalesce(sum(amount_fen) filter (where amount_fen > 0), 0)::text as credits,
              coalesce(-sum(amount_fen) filter (where amount_fen < 0), 0)::text as debits
         from ledger l where ${where}`,
      params,
    ),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      amount: units(row.amount),
      balanceAfter: units(row.balanceAfter),
      createdAt: row.createdAt.toISOString(),
    })),
    total: sums[0]?.total ?? 0,
    credits: units(Number(sums[0]?.credits ?? 0)),
    debits: units(Number(sums[0]?.debits ?? 0)),
  };
}

async function paged<R extends object>(
  db: Queryable,
  input: PageInput,
  select: string,
  from: string,
): Promise<{ rows: R[]; total: number }> {
  await findMember(db, input.memberId);
  const [rows, count] = await Promise.all([
    db.query<R>(`select ${select} from ${from} ${window(input, 2)}`, [input.memberId, ...pageParams(input)]),
    db.query<{ total: number }>(`select count(*)::int as total from (select 1 from ${from}) counted`, [input.memberId]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/** Sports tickets, newest first. */
export async function memberBets(db: Queryable, input: PageInput): Promise<{ list: MemberBet[]; total: number }> {
  const { rows, total } = await paged<
    Omit<MemberBet, 'createdAt' | 'settledAt'> & { createdAt: Date; settledAt: Date | null }
  >(
    db,
    input,
    `ticket_id as "ticketId", mode, status, stake_fen as stake, odds, payout_fen as payout, result, created_at as "createdAt", settled_at as "settledAt"`,
    `sports_tickets where member_id = $1 order by created_at desc, ticket_id desc`,
  );
  const list = rows.map((row) => ({
    ...row,
    stake: units(row.stake),
    payout: row.payout === null ? null : units(row.payout),
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
  }));
  return { list, total };
}

/** Casino rounds, newest first. */
export async function memberRounds(db: Queryable, input: PageInput): Promise<{ list: MemberRound[]; total: number }> {
  const { rows, total } = await paged<Omit<MemberRound, 'createdAt'> & { createdAt: Date }>(
    db,
    input,
    `r.id, v.name as "venueName", r.game_name as "gameName", r.stake_fen as stake, r.payout_fen as payout, r.created_at as "createdAt"`,
    `casino_rounds r join venues v on v.id = r.venue_id where r.member_id = $1 order by r.created_at desc, r.id desc`,
  );
  return {
    list: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      stake: units(row.stake),
      payout: units(row.payout),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

type FundsRow = Omit<MemberFundsRow, 'createdAt' | 'finishedAt'> & { createdAt: Date; finishedAt: Date | null };

/** Deposit orders or withdrawals, newest first. */
export async function memberFunds(
  db: Queryable,
  input: PageInput & { kind: 'deposit' | 'withdraw' },
): Promise<{ list: MemberFundsRow[]; total: number }> {
  const { rows, total } =
    input.kind === 'deposit'
      ? await paged<FundsRow>(
          db,
          input,
          `order_no as "orderNo", 'deposit' as kind, amount_fen as amount, status, channel_id as detail, created_at as "createdAt", finished_at as "finishedAt"`,
          `deposit_orders where member_id = $1 order by created_at desc, order_no desc`,
        )
      : await paged<FundsRow>(
          db,
          input,
          `order_no as "orderNo", 'withdraw' as kind, amount_fen as amount, status, account_masked as detail, created_at as "createdAt", reviewed_at as "finishedAt"`,
          `withdraw_orders where member_id = $1 order by created_at desc, id desc`,
        );
  return {
    list: rows.map((row) => ({
      ...row,
      amount: units(row.amount),
      createdAt: row.createdAt.toISOString(),
      finishedAt: iso(row.finishedAt),
    })),
    total,
  };
}
