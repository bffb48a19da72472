import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './bench-server';
import { call, day, ledgerRows, login, sleep } from './cluster-clients';
import { coreShare, percentile, sampleProcess } from './server-process';

/**
 * The money curve (see money.mjs): venue transfers in and out at rising sustained rates from several
 * members, one in ten sent twice with the same request id, then the ledger checked as bench:ledger
 * does: each applied transfer wrote exactly its two rows, no repeat wrote any, and each member's
 * total money (centre + venues) is what it was, since transfers only move it.
 */

const RATES = (process.env.BENCH_RATES ?? '10,25,50,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MEMBERS = ['sports01', 'sports02', 'sports03', 'sports04'];
const VENUE = 'AGZR';

interface Member {
  name: string;
  token: string;
  rowsBefore: number;
  totalBefore: number;
  applied: number;
  /** The next transfer's direction: into the venue, then back out. */
  into: boolean;
}

interface Sent {
  member: Member;
  body: { channelCode: string; amount: string; ty: '1' | '2'; isActivity: boolean };
  requestId: string;
  /** An answer 6000 came for this request id, to the first send or to a repeat. */
  succeeded: boolean;
}

async function totalMoney(base: string, token: string): Promise<number> {
  const answer = await call<{ totalMoney: number }>(
    base,
    '/fd/api/v1/transfer/getBalance',
    { withLockMoney: true },
    token,
  );
  return Math.round(answer.data.totalMoney * 100);
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
  const lines = ['rate/s  sent/s  applied/s  repeats  refused  p50 ms  p99 ms  max ms  server cores  load'];
  let repeatsTotal = 0;
  let repeatsSame = 0;
  /** Why calls were refused, by response code: a transfer out before its way in lacks the money. */
  const refusals = new Map<number, number>();
  try {
    const members: Member[] = [];
    for (const name of MEMBERS) {
      const token = await login(base, name, 'sport1234');
      members.push({
        name,
        token,
        rowsBefore: await ledgerRows(base, token),
        totalBefore: await totalMoney(base, token),
        applied: 0,
        into: true,
      });
    }
    const history: Sent[] = [];
    let turn = 0;
    for (const rate of RATES) {
      const from = sampleProcess(server.pid);
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
          sent = {
            member,
            body: { channelCode: VENUE, amount: '1', ty: member.into ? '1' : '2', isActivity: false },
            requestId: randomUUID(),
            succeeded: false,
          };
          member.into = !member.into;
          history.push(sent);
        }
        const t0 = performance.now();
        calls.push(
          call<unknown>(base, '/game/api/v1/venue/transfer', sent.body, sent.member.token, sent.requestId).then(
            (answer) => {
              // A refused call rolls back whole and its retry is judged afresh (oncePerRequest): the
              // effect belongs to the request id, whichever of its sends was answered 6000 first.
              const first = answer.status_code === 6000 && !sent.succeeded;
              if (first) {
                sent.succeeded = true;
                sent.member.applied += 1;
              }
              if (previous) {
                repeatsTotal += 1;
                if (answer.status_code === 6000) repeatsSame += 1;
              }
              return { ms: performance.now() - t0, code: answer.status_code, first };
            },
          ),
        );
      }
      const results = await Promise.all(calls);
      const wall = (performance.now() - started) / 1000;
      const to = sampleProcess(server.pid);
      const sorted = Float64Array.from(results.map((r) => r.ms)).sort();
      for (const { code } of results) if (code !== 6000) refusals.set(code, (refusals.get(code) ?? 0) + 1);
      const applied = results.filter((r) => r.first).length;
      lines.push(
        [
          String(rate).padStart(6),
          (results.length / wall).toFixed(1).padStart(7),
          (applied / wall).toFixed(1).padStart(10),
          String(repeats).padStart(8),
          String(results.filter((r) => r.code !== 6000).length).padStart(8),
          percentile(sorted, 50).toFixed(0).padStart(7),
          percentile(sorted, 99).toFixed(0).padStart(7),
          (sorted.at(-1) ?? Number.NaN).toFixed(0).padStart(7),
          (coreShare(from, to)?.toFixed(2) ?? '?').padStart(13),
          (loadavg()[0] ?? 0).toFixed(1).padStart(5),
        ].join(' '),
      );
      console.log(lines.at(-1));
    }
    // The ledger after: two rows per applied transfer, none per repeat, total money unchanged.
    lines.push('', 'member    applied  ledger rows (expected)  total money before → after (fen)');
    let doubles = 0;
    for (const member of members) {
      const rows = (await ledgerRows(base, member.token)) - member.rowsBefore;
      const total = await totalMoney(base, member.token);
      if (rows !== 2 * member.applied || total !== member.totalBefore) doubles += 1;
      lines.push(
        `${member.name.padEnd(9)} ${String(member.applied).padStart(7)}  ${String(rows).padStart(11)} (${2 * member.applied})  ${member.totalBefore} → ${total}`,
      );
    }
    lines.push(
      `repeats answered 6000: ${repeatsSame} of ${repeatsTotal}; members with a double (or lost) effect: ${doubles}`,
    );
    lines.push(`refused, by code: ${[...refusals].map(([code, count]) => `${code} × ${count}`).join(', ') || 'none'}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      '',
      `venue transfers (1 yuan in and out of ${VENUE}), ${MEMBERS.length} members, ${SECONDS} s per rate, one in ten repeated with its request id; one API process on ${cluster ? 'PostgreSQL + Redis' : 'PGlite'} (${availableParallelism()} cores), ${day(0)}`,
      ...lines,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
