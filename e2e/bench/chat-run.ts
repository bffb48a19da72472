import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_SOCKET_PATH, ChatMsgId, type ChatClientFrame, SPORTS_FEED_PATH, matchRoomId } from 'shared/contract';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { startBenchServer } from './bench-server';
import { call, feedClient, login, openFeeds, sleep, type ChatRequestData } from './cluster-clients';
import { coreShare, mib, percentile, sampleProcess } from './server-process';

/**
 * The chat's curve (see chat.mjs): 2,000 guests in one match room and members sending into it at
 * rising rates; per step the messages a second sent and delivered, delivery latency p50/p99, the
 * server's CPU and memory. Guests may read a match room but not write, as on the site.
 */

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const RATES = (process.env.BENCH_RATES ?? '5,20,50').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** A socket may send 5 messages in 10 s (CHAT_SENDS_PER_WINDOW): senders enough for the top rate. */
const SENDERS = ['sports01', 'sports02', 'sports03', 'sports04'];
const SOCKETS_PER_SENDER = 40;
const MARK = /bench (\d+)/;

interface Socket {
  /** 1: open. */
  readonly readyState: number;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  send(text: string): void;
  terminate(): void;
}
const WebSocket = createRequire(join(ROOT, 'server', 'package.json'))('ws') as new (url: string) => Socket;

interface Client {
  socket: Socket;
  /** Resolves with the reply to each request (by cid). */
  request<M extends ChatClientFrame['msgId']>(msgId: M, msgData: ChatRequestData<M>): Promise<{ code?: number }>;
}

/** Every socket opened, so an error midway still closes the ones not yet counted as clients. */
const sockets: Socket[] = [];
const stats = { delivered: 0, latencies: [] as number[], measuring: false, closed: 0 };

async function connect(base: string, listener: boolean): Promise<Client> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}?clientType=web&siteId=1`);
  sockets.push(socket);
  const waiting = new Map<string, (reply: { code?: number }) => void>();
  socket.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    if (listener && stats.measuring) {
      const mark = MARK.exec(text);
      if (mark) {
        stats.delivered += 1;
        stats.latencies.push(Date.now() - Number(mark[1]));
        return;
      }
    }
    if (waiting.size === 0) return;
    const frame = JSON.parse(text) as { cid?: string; code?: number };
    if (frame.cid !== undefined) waiting.get(frame.cid)?.(frame);
  });
  socket.on('error', () => undefined);
  socket.on('close', () => (stats.closed += 1));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const request = <M extends ChatClientFrame['msgId']>(msgId: M, msgData: ChatRequestData<M>) =>
    new Promise<{ code?: number }>((resolve, reject) => {
      const cid = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(cid);
        reject(new Error(`no chat reply to ${msgId}`));
      }, 60_000);
      waiting.set(cid, (reply) => {
        clearTimeout(timer);
        waiting.delete(cid);
        resolve(reply);
      });
      socket.send(JSON.stringify({ msgId, msgData: { ...msgData, cid } }));
    });
  return { socket, request };
}

/** A live match's id, from the feed's clock pushes. */
async function liveMatch(base: string): Promise<string> {
  const feed = feedClient(`${base.replace('http', 'ws')}${SPORTS_FEED_PATH}`, false);
  await feed.opened;
  for (let i = 0; i < 100; i += 1) {
    const match = feed.batches
      .flatMap((b) => b.matches)
      .find((m) => m.gameStatus === undefined || m.gameStatus === 'live');
    if (match) {
      feed.close();
      return match.gameId;
    }
    await sleep(100);
  }
  throw new Error('no live match on the feed');
}

async function main(): Promise<void> {
  const cluster = process.argv.includes('--cluster');
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-chat-bench-'));
  console.log(`starting one API process (${cluster ? 'PostgreSQL + Redis' : 'PGlite'}) …`);
  const server = await startBenchServer({
    cluster,
    port: 28430,
    dataDir,
    env: {
      PLATFORM_TEST_MODE: '1',
      CAPTCHA_REQUIRED: '0',
      LOGIN_RATE_LIMIT: '1000',
      CHAT_SOCKETS_PER_ADDRESS: String(MEMBERS + SENDERS.length * SOCKETS_PER_SENDER + 100),
      CHAT_SOCKETS_PER_PERSON: String(SOCKETS_PER_SENDER),
      CHAT_SENDS_PER_PERSON: '100000',
    },
  });
  const clients: Client[] = [];
  // From the first socket on: joining 2,000 guests takes minutes on a busy machine, longer than the
  // server waits for a silent socket.
  const heartbeat = setInterval(() => {
    for (const socket of sockets)
      if (socket.readyState === 1) socket.send(JSON.stringify({ msgId: ChatMsgId.HEARTBEAT, msgData: {} }));
  }, 15_000);
  const lines: string[] = [];
  try {
    const rid = matchRoomId(await liveMatch(server.url));
    const idle = sampleProcess(server.pid);
    const joinStarted = performance.now();
    for (let i = 0; i < MEMBERS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, MEMBERS - i) }, async () => {
          const client = await connect(server.url, true);
          const guest = await client.request(ChatMsgId.GUEST_LOGIN, { token: randomUUID() });
          if (guest.code !== undefined && guest.code !== 6000)
            throw new Error(`guest login refused: ${String(guest.code)}`);
          const joined = await client.request(ChatMsgId.JOIN_ROOM, { rid });
          if (joined.code !== 6000) throw new Error(`joining ${rid} refused: ${String(joined.code)}`);
          return client;
        }),
      );
      clients.push(...batch);
    }
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    const joined = sampleProcess(server.pid);
    console.log(
      `${MEMBERS} guests joined ${rid} in ${joinSeconds.toFixed(1)} s (${stats.closed} sockets closed meanwhile); server RSS ${mib(idle?.rss ?? 0)} → ${mib(joined?.rss ?? 0)} MiB`,
    );
    const senders: Client[] = [];
    for (const name of SENDERS) {
      const token = await login(server.url, name, 'sport1234');
      for (let i = 0; i < SOCKETS_PER_SENDER; i += 1) {
        const jwt = (await call<{ jwt: string }>(server.url, '/site/api/v1/user/member/jwt', {}, token)).data.jwt;
        const sender = await connect(server.url, false);
        const loggedIn = await sender.request(ChatMsgId.LOGIN, { token: jwt });
        if (loggedIn.code !== undefined && loggedIn.code !== 6000) throw new Error(`chat login: ${loggedIn.code}`);
        await sender.request(ChatMsgId.JOIN_ROOM, { rid });
        senders.push(sender);
      }
    }
    clients.push(...senders);
    lines.push(
      'rate/s  sent/s  accepted/s  delivered/s  expected/s  p50 ms  p99 ms  max ms  server cores  RSS MiB  dropped  load',
    );
    let next = 0;
    for (const rate of RATES) {
      stats.delivered = 0;
      stats.latencies = [];
      const closedBefore = stats.closed;
      const from = sampleProcess(server.pid);
      stats.measuring = true;
      const started = performance.now();
      let sent = 0;
      let accepted = 0;
      const replies: Promise<void>[] = [];
      for (let i = 0; i < rate * SECONDS; i += 1) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const sender = senders[next % senders.length] as Client;
        next += 1;
        sent += 1;
        replies.push(
          sender.request(ChatMsgId.SEND, { rid, msg: `bench ${Date.now()}` }).then(
            (reply) => void (reply.code === 6000 && (accepted += 1)),
            () => undefined,
          ),
        );
      }
      await Promise.all(replies);
      await sleep(1_000);
      stats.measuring = false;
      const wall = (performance.now() - started) / 1000;
      const to = sampleProcess(server.pid);
      const sorted = Float64Array.from(stats.latencies).sort();
      lines.push(
        [
          String(rate).padStart(6),
          (sent / SECONDS).toFixed(1).padStart(7),
          (accepted / SECONDS).toFixed(1).padStart(11),
          (stats.delivered / SECONDS).toFixed(0).padStart(12),
          ((accepted / SECONDS) * MEMBERS).toFixed(0).padStart(11),
          percentile(sorted, 50).toFixed(0).padStart(7),
          percentile(sorted, 99).toFixed(0).padStart(7),
          (sorted.at(-1) ?? Number.NaN).toFixed(0).padStart(7),
          (coreShare(from, to)?.toFixed(2) ?? '?').padStart(13),
          mib(to?.rss ?? 0).padStart(8),
          String(stats.closed - closedBefore).padStart(8),
          (loadavg()[0] ?? 0).toFixed(1).padStart(5),
        ].join(' '),
      );
      console.log(lines.at(-1), `(${wall.toFixed(1)} s)`);
      // The per-socket send window (10 s) empties before the next step.
      await sleep(10_000);
    }
  } finally {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
    for (const feed of openFeeds) feed.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    [
      '',
      `chat, ${MEMBERS} guests in one match room, members sending at each rate for ${SECONDS} s; one API process on ${cluster ? 'PostgreSQL + Redis' : 'PGlite'}, clients in one bench process (${availableParallelism()} cores)`,
      ...lines,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
