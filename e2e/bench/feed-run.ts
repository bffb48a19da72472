import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPORTS_FEED_PATH } from 'shared/contract';
import { FeedCrowd } from './feed-clients';
import { bookPages } from './feed-pages';
import { coreShare, mib, percentile, sampleProcess } from './server-process';
import { startBenchServer } from './bench-server';

/**
 * The sports feed's curve (see feed.mjs): one API process with the engine at 2,000 price changes a
 * second, and growing numbers of socket clients on 127.0.0.1, each watching a page of about 50
 * matches as a book page does (BENCH_FEED_WATCH=all: none watches, every client gets every change).
 * Per step: delivery latency, frames and bytes a second, the server's CPU and memory, and the
 * sockets it dropped for falling behind.
 */

const STEPS = (process.env.BENCH_CLIENTS ?? '500,1000,2000,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_FEED_RATE ?? 2000);
const AIM_P99_MS = 250;
const WATCH_ALL = process.env.BENCH_FEED_WATCH === 'all';
/** A book page's matches; each is watched on its gameId and its half-time id, as the book does. */
const PAGE_MATCHES = Number(process.env.BENCH_PAGE_MATCHES ?? 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Row {
  clients: number;
  changes: number;
  batches: number;
  p50: number;
  p99: number;
  max: number;
  frames: number;
  bytes: number;
  serverCores: number | null;
  benchCores: number;
  rss: number;
  closed: number;
  /** The machine's 1-minute load average at the end of the step: others' work skews the figures. */
  load: number;
}

interface Produced {
  changes: number;
  batches: number;
  /** Every id a change named (gameIds and half-time ids). */
  ids: string[];
}

/** One client that reads every batch whole: the changes a second the engine really made, and the ids they named. */
async function changesPerSecond(url: string): Promise<Produced> {
  const probe = new FeedCrowd(url);
  await probe.grow(1);
  let changes = 0;
  let batches = 0;
  const ids = new Set<string>();
  const counting = (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as {
      type: string;
      odds?: [string][];
      matches?: { gameId: string }[];
    };
    if (message.type !== 'batch') return;
    batches += 1;
    changes += message.odds?.length ?? 0;
    for (const [id] of message.odds ?? []) ids.add(id);
    for (const { gameId } of message.matches ?? []) ids.add(gameId);
  };
  probe.onMessage = counting;
  await sleep(3_000);
  probe.closeAll();
  return { changes: changes / 3, batches: batches / 3, ids: [...ids] };
}

/** How many pages each list of the book has, and how many of their ids the engine moved while probed. */
function describePages(pages: readonly { list: string; ids: string[] }[], moving: ReadonlySet<string>): string {
  const lists = [...new Set(pages.map((page) => page.list))];
  return lists
    .map((list) => {
      const own = pages.filter((page) => page.list === list);
      const moved = own.reduce((n, page) => n + page.ids.filter((id) => moving.has(id)).length, 0);
      return `${list} ${own.length} pages (${moved} moving ids)`;
    })
    .join(', ');
}

async function main(): Promise<void> {
  const cluster = process.argv.includes('--cluster');
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-feed-bench-'));
  console.log(`starting one API process (${cluster ? 'PostgreSQL + Redis' : 'PGlite'}), feed at ${RATE} changes/s …`);
  const server = await startBenchServer({
    cluster,
    port: 28410,
    dataDir,
    // The bench's member reads the book's lists without a captcha.
    env: { SPORTS_FEED_RATE: String(RATE), CAPTCHA_REQUIRED: '0' },
  });
  const url = `${server.url.replace('http', 'ws')}${SPORTS_FEED_PATH}`;
  let pages: string[][] = [];
  const crowd = new FeedCrowd(url, (i) => (WATCH_ALL || pages.length === 0 ? null : (pages[i % pages.length] ?? null)));
  const rows: Row[] = [];
  let idleRss = 0;
  let broke = '';
  try {
    await sleep(2_000);
    const idle = sampleProcess(server.pid);
    idleRss = idle?.rss ?? 0;
    const { ids, ...produced } = await changesPerSecond(url);
    const book = await bookPages(server.url, PAGE_MATCHES);
    pages = book.map((page) => page.ids);
    console.log(
      `engine: ${produced.changes.toFixed(0)} changes/s in ${produced.batches.toFixed(1)} batches/s over ${ids.length} ids; server RSS ${idle ? mib(idle.rss) : '?'} MiB with no client`,
    );
    console.log(
      WATCH_ALL
        ? 'clients watch nothing: each gets every change'
        : `clients watch a page of up to ${PAGE_MATCHES} matches each, spread over the book's ${pages.length} pages: ${describePages(book, new Set(ids))}`,
    );
    for (const clients of STEPS) {
      const failed = await crowd.grow(clients);
      if (failed > 0) {
        console.log(
          `  ${failed} of ${clients} clients could not connect (the server did not answer the handshake in time)`,
        );
        broke = `${clients} clients: ${failed} could not even connect`;
        break;
      }
      await sleep(2_000);
      const closedBefore = crowd.closed;
      const bench = process.cpuUsage();
      const from = sampleProcess(server.pid);
      const started = performance.now();
      crowd.start();
      await sleep(SECONDS * 1000);
      crowd.stop();
      const wall = (performance.now() - started) / 1000;
      const to = sampleProcess(server.pid);
      const used = process.cpuUsage(bench);
      const sorted = Float64Array.from(crowd.latencies).sort();
      rows.push({
        clients,
        ...produced,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
        frames: crowd.frames / wall,
        bytes: crowd.bytes / wall,
        serverCores: coreShare(from, to),
        benchCores: (used.user + used.system) / 1e6 / wall,
        rss: to?.rss ?? 0,
        closed: crowd.closed - closedBefore,
        load: loadavg()[0] ?? 0,
      });
      console.log(format(rows.at(-1) as Row, idleRss));
      if ((rows.at(-1) as Row).closed > 0)
        console.log(`  the server dropped ${crowd.closed} clients for falling behind`);
    }
  } finally {
    crowd.closeAll();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      '',
      `sports feed, ${RATE} changes/s, ${SECONDS} s per step, one API process on ${cluster ? 'PostgreSQL + Redis' : 'PGlite'}, clients in one bench process (both on this machine's ${availableParallelism()} cores), ${WATCH_ALL ? 'every client gets everything' : `each client watching a page of ${PAGE_MATCHES} matches of ${pages.length} pages`}`,
      HEADER,
      ...rows.map((row) => format(row, idleRss)),
      '',
      broke === '' ? breakLine(rows) : `breaks at ${broke}; before that: ${breakLine(rows)}`,
    ].join('\n'),
  );
}

const HEADER =
  'clients  p50 ms  p99 ms  max ms  frames/s   MiB/s  server cores  CPU ms/s per 1k clients  RSS MiB  KiB/client  bench cores  dropped  load';

function format(row: Row, idleRss: number): string {
  const perThousand = row.serverCores === null ? '?' : ((row.serverCores * 1000) / (row.clients / 1000)).toFixed(0);
  return [
    String(row.clients).padStart(7),
    row.p50.toFixed(0).padStart(7),
    row.p99.toFixed(0).padStart(7),
    row.max.toFixed(0).padStart(7),
    row.frames.toFixed(0).padStart(9),
    mib(row.bytes).padStart(7),
    (row.serverCores?.toFixed(2) ?? '?').padStart(13),
    perThousand.padStart(24),
    mib(row.rss).padStart(8),
    (idleRss > 0 ? ((row.rss - idleRss) / 1024 / row.clients).toFixed(1) : '-').padStart(11),
    row.benchCores.toFixed(2).padStart(12),
    String(row.closed).padStart(8),
    row.load.toFixed(1).padStart(5),
  ].join(' ');
}

/** Where the feed stops meeting the aim: the first step over p99 250 ms, dropping clients or short of frames. */
function breakLine(rows: Row[]): string {
  const broken = rows.find(
    (row) => row.p99 > AIM_P99_MS || row.closed > 0 || row.frames < row.clients * row.batches * 0.95,
  );
  if (!broken) return `held every step: p99 ≤ ${AIM_P99_MS} ms, every batch delivered, no client dropped`;
  const why = [
    broken.p99 > AIM_P99_MS ? `p99 ${broken.p99.toFixed(0)} ms > ${AIM_P99_MS} ms` : '',
    broken.closed > 0 ? `${broken.closed} clients dropped` : '',
    broken.frames < broken.clients * broken.batches * 0.95
      ? `${broken.frames.toFixed(0)} of ${(broken.clients * broken.batches).toFixed(0)} frames/s delivered`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `breaks at ${broken.clients} clients: ${why}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
