import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server';
import type { FeedPrice } from './cluster-bettors';
import { call, day, ledgerRows, login, sleep } from './cluster-clients';
import { BET_STAKE, VENUE, betCall, totalMoneyFen, transferCall, upcomingPrices, type MoneyCall } from './money-calls';
import { coreShare, percentile, sampleProcess } from './server-process';

/**
 * The money curves (see money.mjs): venue transfers in and out, then single bets on matches not yet
 * played, each at rising sustained rates from several members, one call in ten sent twice with the
 * same request id; then the ledger checked as bench:ledger does: each applied call wrote exactly
 * its rows, no repeat wrote any, and each member's total money (centre + venues) moved by the
 * applied bets' stakes only.
 */

const RATES = (process.env.BENCH_RATES ?? '10,25,50,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = ['sports01', 'sports02', 'sports03', 'sports04'];

interface Member {
  name: string;
  token: string;
  rowsBefore: number;
  totalBefore: number;
  /** Rows and fen the calls answered 6000 should have written and taken. */
  rowsApplied: number;
  costApplied: number;
  applied: number;
  /** The next transfer's direction: into the venue, then back out. */
  into: boolean;
}

interface Sent {
  member: Member;
  call: MoneyCall;
  requestId: string;
  /** An answer 6000 came for this request id, to the first send or to a repeat. */
  succeeded: boolean;
}

interface Tally {
  repeats: number;
  repeatsSame: number;
  /** Why calls were refused, by response code: a transfer out before its way in lacks the money. */
  refusals: Map<number, number>;
}

const HEADER = 'rate/s  sent/s  applied/s  repeats  refused  p50 ms  p99 ms  max ms  server cores  load';

/**
 * The answer to a call, sent again with its request id when none came (a connection refused or
 * timed out on a starved machine), as the client does: the effect of a call whose answer was lost is
 * learnt from the repeat, never guessed.
 */
async function answered(base: string, sent: Sent): Promise<{ status_code: number }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call<unknown>(base, sent.call.path, sent.call.body, sent.member.token, sent.requestId);
    } catch (error) {
      if (attempt >= 5) throw error;
      await sleep(1_000);
    }
  }
}

/** One curve: `next` makes each member's next call; answers a table row per rate. */
async function curve(
  base: string,
  pid: number | undefined,
  members: Member[],
  next: (member: Member) => MoneyCall,
  tally: Tally,
): Promise<string[]> {
  const rows: string[] = [];
  const history: Sent[] = [];
  let turn = 0;
  for (const rate of RATES) {
    const from = sampleProcess(pid);
    const started = performance.now();
    const calls: Promise<{ ms: number; code: number; first: boolean }>[] = [];
    let repeats = 0;
    for (let i = 0; i < rate * SECONDS; i += 1) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      // One in ten repeats an earlier request whole: the same id and body, as a double click or a retry.
      const previous = i % 10 === 9 ? history[history.length - 1 - (i % 7)] : undefined;
      let sent: Sent;
      if (previous) {
        sent = previous;
        repeats += 1;
      } else {
        const member = members[turn % members.length] as Member;
        turn += 1;
        sent = { member, call: next(member), requestId: randomUUID(), succeeded: false };
        history.push(sent);
      }
      const t0 = performance.now();
      calls.push(
        answered(base, sent).then((answer) => {
          // A refused call rolls back whole and its retry is judged afresh (oncePerRequest): the
          // effect belongs to the request id, whichever of its sends was answered 6000 first.
          const first = answer.status_code === 6000 && !sent.succeeded;
          if (first) {
            sent.succeeded = true;
            sent.member.applied += 1;
            sent.member.rowsApplied += sent.call.rows;
            sent.member.costApplied += sent.call.costFen;
          }
          if (previous) {
            tally.repeats += 1;
            if (answer.status_code === 6000) tally.repeatsSame += 1;
          }
          return { ms: performance.now() - t0, code: answer.status_code, first };
        }),
      );
    }
    const results = await Promise.all(calls);
    const wall = (performance.now() - started) / 1000;
    const to = sampleProcess(pid);
    const sorted = Float64Array.from(results.map((r) => r.ms)).sort();
    for (const { code } of results) if (code !== 6000) tally.refusals.set(code, (tally.refusals.get(code) ?? 0) + 1);
    rows.push(
      [
        String(rate).padStart(6),
        (results.length / wall).toFixed(1).padStart(7),
        (results.filter((r) => r.first).length / wall).toFixed(1).padStart(10),
        String(repeats).padStart(8),
        String(results.filter((r) => r.code !== 6000).length).padStart(8),
        percentile(sorted, 50).toFixed(0).padStart(7),
        percentile(sorted, 99).toFixed(0).padStart(7),
        (sorted.at(-1) ?? Number.NaN).toFixed(0).padStart(7),
        (coreShare(from, to)?.toFixed(2) ?? '?').padStart(13),
        (loadavg()[0] ?? 0).toFixed(1).padStart(5),
      ].join(' '),
    );
    console.log(rows.at(-1));
  }
  return rows;
}

async function main(): Promise<void> {
  const cluster = process.argv.includes('--cluster');
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-money-bench-'));
  console.log(`starting one API process (${cluster ? 'PostgreSQL + Redis' : 'PGlite'}) …`);
  const server = await startBenchServer({
    cluster,
    port: 28450,
    dataDir,
    env: { PLATFORM_TEST_MODE: '1', CAPTCHA_REQUIRED: '0', LOGIN_RATE_LIMIT: '1000' },
  });
  const base = server.url;
  const lines: string[] = [];
  const tally: Tally = { repeats: 0, repeatsSame: 0, refusals: new Map() };
  try {
    const members: Member[] = [];
    for (const name of MEMBERS) {
      const token = await login(base, name, 'sport1234');
      const [rowsBefore, totalBefore] = [await ledgerRows(base, token), await totalMoneyFen(base, token)];
      members.push({ name, token, rowsBefore, totalBefore, rowsApplied: 0, costApplied: 0, applied: 0, into: true });
    }
    console.log(`venue transfers (1 yuan in and out of ${VENUE})\n${HEADER}`);
    lines.push(`venue transfers (1 yuan in and out of ${VENUE})`, HEADER);
    lines.push(
      ...(await curve(
        base,
        server.pid,
        members,
        (member) => {
          const next = transferCall(member.into);
          member.into = !member.into;
          return next;
        },
        tally,
      )),
    );

    const prices = await upcomingPrices(base, (members[0] as Member).token);
    if (prices.length === 0) throw new Error('no open price of a match not yet started in the book');
    let pick = 0;
    console.log(`single bets of ${BET_STAKE} yuan on ${prices.length} prices of matches not yet started\n${HEADER}`);
    lines.push('', `single bets of ${BET_STAKE} yuan on ${prices.length} prices of matches not yet started`, HEADER);
    lines.push(
      ...(await curve(base, server.pid, members, () => betCall(prices[pick++ % prices.length] as FeedPrice), tally)),
    );

    // The ledger after: each applied call's rows, none per repeat, the total moved by the stakes only.
    lines.push('', 'member    applied  ledger rows (expected)  total money before → after (expected), fen');
    let doubles = 0;
    for (const member of members) {
      const rows = (await ledgerRows(base, member.token)) - member.rowsBefore;
      const total = await totalMoneyFen(base, member.token);
      const expected = member.totalBefore - member.costApplied;
      if (rows !== member.rowsApplied || total !== expected) doubles += 1;
      lines.push(
        `${member.name.padEnd(9)} ${String(member.applied).padStart(7)}  ${String(rows).padStart(11)} (${member.rowsApplied})  ${member.totalBefore} → ${total} (${expected})`,
      );
    }
    const refused = [...tally.refusals].map(([code, count]) => `${code} × ${count}`).join(', ') || 'none';
    lines.push(
      `repeats answered 6000: ${tally.repeatsSame} of ${tally.repeats}; members with a double (or lost) effect: ${doubles}`,
      `refused, by code: ${refused}`,
    );
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      '',
      `money calls, ${MEMBERS.length} members, ${SECONDS} s per rate, one in ten repeated with its request id; one API process on ${cluster ? 'PostgreSQL + Redis' : 'PGlite'} (${availableParallelism()} cores), ${day(0)}`,
      ...lines,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
