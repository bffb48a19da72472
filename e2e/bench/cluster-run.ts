import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ChatMsgId, SPORTS_FEED_PATH } from 'shared/contract';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { startCluster } from '../../scripts/lib/cluster/cluster.mjs';
import {
  call,
  chatClient,
  feedClient,
  health,
  ledgerRows,
  login,
  openFeeds,
  sleep,
  type ChatFrame,
} from './cluster-clients';
import { decideTickets, loginBettors, placeInPlayBet, type FeedPrice } from './cluster-bettors';

/**
 * The cluster proofs (see cluster.mjs). Every figure is checked against what it must be; a failed
 * check is printed as FAIL and makes the run exit 1, so `npm test` can run it as a step.
 */

const PORTS = { pg: 28301, redis: 28302, a: 28310, b: 28311, proxy: 28320 };
const DUPLICATES = 100;
const FAILOVER_TRANSFERS = 30;
/** Members who each place one in-play bet just before the kill. */
const BETTORS = ['sports01', 'sports02', 'sports03', 'sports04'];

const failures: string[] = [];
function check(label: string, ok: boolean, figure: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${label.padEnd(44)} ${figure}`);
  if (!ok) failures.push(label);
}

async function main(): Promise<void> {
  const dataDir = join(ROOT, '.data', 'cluster-bench');
  console.log('starting PostgreSQL, Redis and two API processes on 127.0.0.1 …');
  const cluster = await startCluster({
    ports: { api: PORTS.proxy },
    apiPorts: [PORTS.a, PORTS.b],
    withSite: false,
    pg: { dir: join(dataDir, 'postgres'), port: PORTS.pg, database: 'platform_bench', fresh: true },
    redis: { dir: join(dataDir, 'redis'), port: PORTS.redis },
    apiEnv: { PLATFORM_TEST_MODE: '1', CAPTCHA_REQUIRED: '0', LOGIN_RATE_LIMIT: '1000', SPORTS_FEED_RATE: '20' },
  });
  const [a, b] = [`http://127.0.0.1:${PORTS.a}`, `http://127.0.0.1:${PORTS.b}`];
  const proxy = cluster.api.url;
  try {
    const [healthA, healthB] = [await health(PORTS.a), await health(PORTS.b)];
    check(
      'one engine leader',
      healthA?.leading === true && healthB?.leading === false,
      `A leading=${String(healthA?.leading)}, B leading=${String(healthB?.leading)}`,
    );

    // 1. The engine's odds changes reach feed clients on both processes.
    const feedA = feedClient(`${a.replace('http', 'ws')}${SPORTS_FEED_PATH}`, false);
    const feedB = feedClient(`${b.replace('http', 'ws')}${SPORTS_FEED_PATH}`, false);
    await Promise.all([feedA.opened, feedB.opened]);
    await sleep(3_000);
    const seqA = new Set(feedA.batches.map((x) => x.seq));
    const seqB = new Set(feedB.batches.map((x) => x.seq));
    // Batches both sockets were open for: from the later first seq to the earlier last one.
    const from = Math.max(Math.min(...seqA), Math.min(...seqB));
    const to = Math.min(Math.max(...seqA), Math.max(...seqB));
    const window = [...seqA].filter((s) => s >= from && s <= to);
    const onBoth = window.filter((s) => seqB.has(s)).length;
    const oddsOnB = feedB.batches.reduce((n, x) => n + x.odds.length, 0);
    check(
      'engine batches reach both processes',
      window.length > 0 && onBoth === window.length && oddsOnB > 0,
      `${onBoth}/${window.length} batches seen on A and on B; ${oddsOnB} odds changes on B (A leads)`,
    );
    const live = [...feedA.batches]
      .reverse()
      .flatMap((x) => x.matches)
      .find((m) => m.gameStatus === 'live' || m.gameStatus === undefined);
    // In-play prices to bet on during the failover: [betGameId, w, r, odds, ratio, open].
    const prices = feedA.batches.flatMap((x) => x.odds as FeedPrice[]).filter((o) => o[5] === 1 && o[3] > 1.01);
    feedA.close();
    feedB.close();

    // 2. Chat: a message sent through one process reaches a member connected to the other.
    const tokenA = await login(a, 'sports01', 'sport1234');
    const tokenB = await login(b, 'sports02', 'sport1234');
    const jwtOf = async (base: string, token: string) =>
      (await call<{ jwt: string }>(base, '/site/api/v1/user/member/jwt', {}, token)).data.jwt;
    const chatA = await chatClient(a, await jwtOf(a, tokenA));
    const chatB = await chatClient(b, await jwtOf(b, tokenB));
    const rid = `match-${live?.gameId ?? ''}`;
    const joinedA = await chatA.request(ChatMsgId.JOIN_ROOM, { rid });
    const joinedB = await chatB.request(ChatMsgId.JOIN_ROOM, { rid });
    if (joinedA.code !== 6000 || joinedB.code !== 6000)
      throw new Error(`joining ${rid} refused: ${String(joinedA.code)} / ${String(joinedB.code)}`);
    // CHAT_SENDS_PER_WINDOW (5 in 10 s) per socket: five each way.
    const sent = 5;
    let accepted = 0;
    for (let i = 0; i < sent; i += 1) {
      if ((await chatA.request(ChatMsgId.SEND, { rid, msg: `A→B ${i}` })).code === 6000) accepted += 1;
      if ((await chatB.request(ChatMsgId.SEND, { rid, msg: `B→A ${i}` })).code === 6000) accepted += 1;
    }
    await sleep(500);
    const pushed = (frames: ChatFrame[], prefix: string) =>
      frames.filter(
        (f) => f.msgId === ChatMsgId.SEND && f.cid === undefined && f.msgData?.msg?.startsWith(prefix) === true,
      ).length;
    const acrossAB = pushed(chatB.frames, 'A→B');
    const acrossBA = pushed(chatA.frames, 'B→A');
    check(
      'chat messages delivered across processes',
      accepted === 2 * sent && acrossAB === sent && acrossBA === sent,
      `${acrossAB + acrossBA}/${accepted} sent (A→B ${acrossAB}, B→A ${acrossBA}) in ${rid}`,
    );
    chatA.close();
    chatB.close();

    // 3. 100 duplicates of one transfer (one request id), split across both processes at once.
    const tokenT = await login(a, 'transfer01', 'trans1234');
    const rowsBefore = await ledgerRows(a, tokenT);
    const sameId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: DUPLICATES }, (_, i) =>
        call(
          i % 2 === 0 ? a : b,
          '/game/api/v1/venue/transfer',
          { channelCode: 'AGZR', amount: '10', ty: '1', isActivity: false },
          tokenT,
          sameId,
        ),
      ),
    );
    const rowsAfter = await ledgerRows(b, tokenT);
    const okAnswers = answers.filter((x) => x.status_code === 6000).length;
    check(
      '100 duplicates across A and B apply once',
      rowsAfter - rowsBefore === 2,
      `ledger rows ${rowsAfter - rowsBefore} (expected 2); ${okAnswers}/${DUPLICATES} answered 6000`,
    );

    // 4. Kill A mid-session: feed clients reconnect through the proxy, the member stays logged in,
    // transfers in flight are retried with their request id, and the engine moves to B.
    const tokenF = await login(proxy, 'transfer03', 'trans1234');
    const rowsF = await ledgerRows(proxy, tokenF);
    const feeds = [
      feedClient(`${proxy.replace('http', 'ws')}${SPORTS_FEED_PATH}`, true),
      feedClient(`${proxy.replace('http', 'ws')}${SPORTS_FEED_PATH}`, true),
    ];
    await Promise.all(feeds.map((f) => f.opened));
    let applied = 0;
    let retries = 0;
    // Three members' worth of traffic from one: three workers, so some transfer is in flight at the kill.
    const worker = async (count: number): Promise<void> => {
      for (let i = 0; i < count; i += 1) {
        const requestId = randomUUID();
        for (let attempt = 0; ; attempt += 1) {
          const answer = await call(
            proxy,
            '/game/api/v1/venue/transfer',
            { channelCode: 'KYQP', amount: '1', ty: '1', isActivity: false },
            tokenF,
            requestId,
          ).catch(() => null);
          if (answer?.status_code === 6000) {
            applied += 1;
            break;
          }
          if (attempt > 20) throw new Error(`a transfer never went through: ${JSON.stringify(answer)}`);
          retries += 1;
          await sleep(200);
        }
      }
    };
    // In-play bets through the proxy too, one per member (a member has one in-play bet in confirmation
    // at a time): each waits SPORTS_BET_DELAY_MS and is decided by whichever process leads by then.
    const bettors = await loginBettors(proxy, BETTORS);
    const betRefusals: string[] = [];
    const bets = async (): Promise<void> => {
      await sleep(200);
      await Promise.all(
        bettors.map((bettor, i) => placeInPlayBet(proxy, bettor, prices[i % Math.max(1, prices.length)], betRefusals)),
      );
    };
    const transfers = Promise.all([
      worker(FAILOVER_TRANSFERS / 3),
      worker(FAILOVER_TRANSFERS / 3),
      worker(FAILOVER_TRANSFERS / 3),
      bets(),
    ]);
    await sleep(300);
    const killedAt = Date.now();
    await cluster.processes[0]?.kill();
    let failoverMs = -1;
    while (Date.now() - killedAt < 15_000) {
      if ((await health(PORTS.b))?.leading === true) {
        failoverMs = Date.now() - killedAt;
        break;
      }
      await sleep(50);
    }
    const batchesAtTakeover = feeds.map((f) => f.batches.length);
    let firstBatchMs = -1;
    while (Date.now() - killedAt < 20_000) {
      if (feeds.every((f, i) => f.batches.length > (batchesAtTakeover[i] ?? 0))) {
        firstBatchMs = Date.now() - killedAt;
        break;
      }
      await sleep(50);
    }
    await transfers;
    // Every delayed ticket gets decided, including those placed on A before it died (the leader takes them up).
    const decided = await decideTickets(proxy, bettors, 20_000);
    const allTickets = [...decided.values()].flat();
    const placed = bettors.reduce((n, b) => n + b.tickets.length, 0);
    const rejected = allTickets.filter((t) => t.status === 'rejected').length;
    let betRows = 0;
    for (const bettor of bettors) betRows += (await ledgerRows(proxy, bettor.token)) - bettor.rows;
    const rowsFAfter = await ledgerRows(proxy, tokenF);
    const stillIn = await call(proxy, '/fd/api/v1/transfer/getBalance', { withLockMoney: true }, tokenF);
    check(
      'engine moved to B',
      failoverMs >= 0,
      `failover ${failoverMs} ms after SIGKILL (lock poll every 2 s); feed batches on every client again after ${firstBatchMs} ms`,
    );
    check(
      'feed clients reconnected',
      feeds.every((f) => f.batches.length > 0) && firstBatchMs >= 0,
      `${feeds.reduce((n, f) => n + f.reconnects, 0)} reconnect(s) through the proxy`,
    );
    check(
      'member still logged in after the kill',
      stillIn.status_code === 6000,
      `getBalance through the proxy: ${stillIn.status_code}`,
    );
    const expectedBetRows = placed + rejected;
    check(
      'bets placed across the kill all decided',
      placed > 0 && allTickets.length === placed && allTickets.every((t) => t.status !== 'delay'),
      `${placed} in-play tickets: ${allTickets.filter((t) => t.status !== 'delay' && t.status !== 'rejected').length} accepted, ${rejected} rejected (refunded), ${allTickets.filter((t) => t.status === 'delay').length} still in delay${betRefusals.length > 0 ? `; refused: ${betRefusals.join(', ')}` : ''}`,
    );
    check(
      'no bet or transfer lost or doubled',
      applied === FAILOVER_TRANSFERS && rowsFAfter - rowsF === 2 * FAILOVER_TRANSFERS && betRows === expectedBetRows,
      `ledger rows: transfers ${rowsFAfter - rowsF} (expected ${2 * FAILOVER_TRANSFERS}), bets ${betRows} (expected ${expectedBetRows} = ${placed} stakes + ${rejected} refunds); ${retries} transfer(s) retried with their request id`,
    );
    feeds.forEach((f) => f.close());
  } finally {
    for (const feed of openFeeds) feed.close();
    await cluster.close();
  }
  console.log(
    failures.length === 0
      ? '\nall cluster proofs passed'
      : `\n${failures.length} cluster proof(s) failed: ${failures.join('; ')}`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
