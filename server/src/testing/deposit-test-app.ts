import { afterAll, beforeAll, expect } from 'vitest';
import { getBalance, paymentPay } from 'shared/contract';
import { createTestApp, type TestApp } from './test-app';
import { createTestClock } from './test-clock';

/**
 * The deposit tests' app: test mode on a test clock, deposit01 (`token`) and deposit02 (`other`)
 * logged in, and the calls those tests repeat. Call it at the top of a test file: it registers the
 * beforeAll and afterAll that start and stop the app.
 */
export function startDepositTestApp() {
  const clock = createTestClock();
  let state: { t: TestApp; token: string; other: string } | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ testMode: true, clock: clock.now });
    const [token, other] = await Promise.all([t.loginAs('deposit01', 'depo1234'), t.loginAs('deposit02', 'depo1234')]);
    state = { t, token, other };
  });
  afterAll(async () => {
    await state?.t.close();
  });
  const session = () => {
    if (!state) throw new Error('the deposit test app starts in beforeAll');
    return state;
  };

  const balance = async (as = session().token) =>
    (await session().t.ok(getBalance, { withLockMoney: true }, { token: as })).centerWalletBalance;

  /** Ledger rows of a member's deposits. */
  async function depositRows(username: string): Promise<{ amount: number; requestId: string }[]> {
    return session().t.db.query(
      `select l.amount_fen as amount, l.request_id as "requestId" from ledger l join members m on m.id = l.member_id
        where m.username = $1 and l.kind = 'deposit' order by l.id`,
      [username],
    );
  }

  async function pay(
    channelId: string,
    amount: number,
    options: { requestId?: string; as?: string; depositorName?: string } = {},
  ) {
    const body =
      options.depositorName === undefined
        ? { channelId, amount }
        : { channelId, amount, depositorName: options.depositorName };
    return session().t.call(paymentPay, body, {
      token: options.as ?? session().token,
      ...(options.requestId === undefined ? {} : { requestId: options.requestId }),
    });
  }

  async function openOrder(channelId = 'online-quick', amount = 100, as = session().token): Promise<string> {
    const { envelope } = await pay(channelId, amount, {
      as,
      ...(channelId === 'bank-card' ? { depositorName: '钱多多' } : {}),
    });
    expect(envelope.status_code).toBe(6000);
    return paymentPay.response.parse(envelope.data).orderNo;
  }

  /** Wallets whose balance is not the sum of their ledger rows: always 0. */
  async function ledgerAgrees(): Promise<number> {
    const rows = await session().t.db.query<{ mismatches: number }>(`
      select count(*)::int as mismatches from wallets w
       where w.balance_fen <> (select coalesce(sum(l.amount_fen), 0) from ledger l where l.member_id = w.member_id and l.venue_id is null and l.currency = 'CNY')`);
    return rows[0]?.mismatches ?? -1;
  }

  return { clock, session, balance, depositRows, pay, openOrder, ledgerAgrees };
}
