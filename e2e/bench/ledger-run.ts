import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '../../scripts/lib/api-server.mjs';
import { signedHeaders } from '../support/signing';

/**
 * The ledger benchmark (see ledger.mjs), as one member with a bound phone and a real name (so it may
 * withdraw): 100 duplicates of one transfer, then 100 distinct calls at once, half transfers into
 * venues and half withdrawals to a bank card, that together ask for more than the centre wallet holds.
 */

const MEMBER = { name: 'withdraw02', password: 'draw1234' };
const WITHDRAW_PASSWORD = '246810';
const DUPLICATES = 100;
const DISTINCT = 100;
/** Of the distinct calls, this many are withdrawals (the rest transfers). */
const WITHDRAWALS = 50;
const DUPLICATE_AMOUNT = 10;
const DISTINCT_AMOUNT = 250;
const VENUES = ['AGZR', 'KYQP', 'PGDZ', 'LHDJ', 'G1CP', 'JDBBY', 'DGZR', 'IMDJ'];

interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

async function call<T>(
  base: string,
  path: string,
  body: object,
  options: { token?: string; requestId?: string } = {},
): Promise<{ envelope: Envelope<T>; ms: number }> {
  const text = JSON.stringify(body);
  const started = performance.now();
  const headers = signedHeaders(path, text, '1', Date.now(), options.token ?? '', options.requestId ?? randomUUID());
  const response = await fetch(base + path, { method: 'POST', headers, body: text });
  const envelope = (await response.json()) as Envelope<T>;
  return { envelope, ms: performance.now() - started };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const fen = (yuan: number) => Math.round(yuan * 100);
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A 16-digit card number passing the Luhn check. */
function cardNumber(): string {
  const body = '622202' + String(Date.now()).slice(-9);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

async function main(): Promise<void> {
  let base = process.env.BENCH_API_URL ?? '';
  let stop: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  if (base === '') {
    dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-ledger-'));
    const port = Number(process.env.BENCH_PORT ?? 18590);
    const api = await startApiServer({
      port,
      env: { DATA_DIR: dataDir, PLATFORM_TEST_MODE: '1', CAPTCHA_REQUIRED: '0', LOGIN_RATE_LIMIT: '1000' },
    });
    base = api.url;
    stop = api.close;
  }
  try {
    const login = await call<{ token: string }>(base, '/site/api/v1/user/login', {
      isAgent: 0,
      name: MEMBER.name,
      password: md5(MEMBER.password),
      kaptchcate: 0,
    });
    if (login.envelope.status_code !== 6000)
      throw new Error(`login failed: ${login.envelope.status_code} ${login.envelope.message}`);
    const token = login.envelope.data.token;
    const ledgerRows = async () =>
      (
        await call<{ total: number }>(
          base,
          '/fd/api/v1/transactions/queryDealRecord',
          { type: 'all', beginTime: day(-1), endTime: day(1), pageNum: 1, pageSize: 1 },
          { token },
        )
      ).envelope.data.total;
    const balance = async () =>
      (
        await call<{ centerWalletBalance: number; totalMoney: number }>(
          base,
          '/fd/api/v1/transfer/getBalance',
          { withLockMoney: true },
          { token },
        )
      ).envelope.data;

    // A withdraw password and a bank card, so the member may withdraw.
    const pwd = await call(
      base,
      '/site/api/v1/user/withdrawal/pwd/set',
      { password: md5(WITHDRAW_PASSWORD), confirmPassword: md5(WITHDRAW_PASSWORD) },
      { token },
    );
    const card = await call<{ id: number }>(
      base,
      '/fd/api/v1/bankCard/add',
      { bankCode: 'ICBC', cardNumber: cardNumber() },
      { token },
    );
    const accountId = card.envelope.status_code === 6000 ? card.envelope.data.id : null;
    if (pwd.envelope.status_code !== 6000 || accountId === null) {
      console.log(
        `withdrawals left out: password ${pwd.envelope.status_code} ${pwd.envelope.message}, card ${card.envelope.status_code} ${card.envelope.message}`,
      );
    }
    const withdrawals = accountId === null ? 0 : WITHDRAWALS;

    const start = await balance();
    const rowsBefore = await ledgerRows();
    console.log(
      `ledger benchmark against ${base} as ${MEMBER.name}: centre ${start.centerWalletBalance}, total ${start.totalMoney}`,
    );

    // 1. One user action submitted 100 times at once: the same request id and body.
    const sameId = randomUUID();
    const duplicates = await Promise.all(
      Array.from({ length: DUPLICATES }, () =>
        call(
          base,
          '/game/api/v1/venue/transfer',
          { channelCode: 'AGZR', amount: String(DUPLICATE_AMOUNT), ty: '1', isActivity: false },
          { token, requestId: sameId },
        ),
      ),
    );
    const rowsAfterDuplicates = await ledgerRows();

    // 2. 100 distinct transfers at once that together ask for more than the centre wallet holds.
    const distinct = await Promise.all(
      Array.from({ length: DISTINCT }, (_, i) =>
        i % 2 === 1 && (i - 1) / 2 < withdrawals
          ? call(
              base,
              '/fd/api/v1/withdraw/new',
              { accountId, amount: DISTINCT_AMOUNT, password: md5(WITHDRAW_PASSWORD) },
              { token },
            ).then((r) => ({ ...r, kind: 'withdraw' as const }))
          : call(
              base,
              '/game/api/v1/venue/transfer',
              { channelCode: VENUES[i % VENUES.length], amount: String(DISTINCT_AMOUNT), ty: '1', isActivity: false },
              { token },
            ).then((r) => ({
              ...r,
              kind: 'transfer' as const,
            })),
      ),
    );
    const rowsAfter = await ledgerRows();
    const end = await balance();

    const duplicateOk = duplicates.filter((r) => r.envelope.status_code === 6000).length;
    const transfersOk = distinct.filter((r) => r.kind === 'transfer' && r.envelope.status_code === 6000).length;
    const withdrawalsOk = distinct.filter((r) => r.kind === 'withdraw' && r.envelope.status_code === 6000).length;
    const distinctOk = transfersOk + withdrawalsOk;
    const available = fen(start.centerWalletBalance) - fen(DUPLICATE_AMOUNT);
    const affordable = Math.min(DISTINCT, Math.floor(available / fen(DISTINCT_AMOUNT)));
    const refusals = new Map<string, number>();
    for (const r of [...duplicates, ...distinct]) {
      if (r.envelope.status_code === 6000) continue;
      const key = `${r.envelope.status_code} ${r.envelope.message}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    const sameAnswers = new Set(
      duplicates.filter((r) => r.envelope.status_code === 6000).map((r) => JSON.stringify(sortKeys(r.envelope.data))),
    ).size;
    // What the successful answers promise: a transfer writes 2 rows, a withdrawal 1 (the lock).
    const expectedRows = 2 + 2 * transfersOk + withdrawalsOk;
    const expectedCentre =
      (fen(start.centerWalletBalance) - fen(DUPLICATE_AMOUNT) - distinctOk * fen(DISTINCT_AMOUNT)) / 100;
    const expectedTotal = (fen(start.totalMoney) - withdrawalsOk * fen(DISTINCT_AMOUNT)) / 100;
    const all = [...duplicates, ...distinct].map((r) => r.ms);

    console.log('');
    console.log(
      `requests sent                  ${DUPLICATES + DISTINCT}: ${DUPLICATES} duplicates of one transfer (one request id); ${DISTINCT - withdrawals} transfers and ${withdrawals} withdrawals of ${DISTINCT_AMOUNT} each, distinct`,
    );
    console.log(
      `asked for / available          ${DISTINCT * DISTINCT_AMOUNT} / ${available / 100} (at most ${affordable} calls affordable)`,
    );
    console.log(`duplicates answered 6000       ${duplicateOk} of ${DUPLICATES}, ${sameAnswers} distinct answer(s)`);
    console.log(`ledger rows from duplicates    ${rowsAfterDuplicates - rowsBefore} (expected 2)`);
    console.log(
      `distinct calls applied         ${transfersOk} transfers + ${withdrawalsOk} withdrawals = ${distinctOk} (affordable ${affordable})`,
    );
    console.log(`ledger rows written            ${rowsAfter - rowsBefore} (expected ${expectedRows})`);
    console.log(
      `final centre balance           ${end.centerWalletBalance} (expected ${expectedCentre}; never below 0)`,
    );
    console.log(`final total money              ${end.totalMoney} (expected ${expectedTotal})`);
    console.log(
      `refusals by code               ${refusals.size === 0 ? 'none' : [...refusals].map(([k, n]) => `${n} × ${k}`).join('; ')}`,
    );
    console.log(
      `latency duplicates  p50/p95    ${percentile(
        duplicates.map((r) => r.ms),
        50,
      ).toFixed(1)} / ${percentile(
        duplicates.map((r) => r.ms),
        95,
      ).toFixed(1)} ms`,
    );
    console.log(
      `latency distinct    p50/p95    ${percentile(
        distinct.map((r) => r.ms),
        50,
      ).toFixed(1)} / ${percentile(
        distinct.map((r) => r.ms),
        95,
      ).toFixed(1)} ms`,
    );
    console.log(
      `latency all         p50/p95    ${percentile(all, 50).toFixed(1)} / ${percentile(all, 95).toFixed(1)} ms`,
    );
  } finally {
    if (stop) await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A Beijing day `offset` days from today. */
function day(offset: number): string {
  return new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
