import type { Browser, Page } from '@playwright/test';
import { callApi } from '../support/api';
import { loginThroughApi } from '../support/api-login';
import { CHAT_RETURN_TIMEOUT, openMatchChat, uniqueText } from '../support/chat';
import { startClusterDeployment, type ClusterDeployment } from '../support/cluster-deployment';
import { members, type MemberName } from '../support/members';
import { SportsBook, setPrice } from '../support/sports-book';
import { expect, test } from '../support/test';

// The multi-process server in browsers (docs/decisions/0002-cluster-postgresql-redis.md): two API
// processes on PostgreSQL and Redis (support/cluster-deployment), pages pinned to process A or B,
// or on the round-robin proxy. The scripted proofs (100 duplicates, ledger rows across a kill under
// load) are `npm run bench:cluster`, also a step of npm test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cluster: ClusterDeployment;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await startClusterDeployment();
});
test.afterAll(async () => {
  await cluster?.close();
});

interface MemberPage {
  page: Page;
  token: string;
  /** The API ports this page called or opened a socket to. */
  apiPorts: Set<string>;
  /** How many of the page's sockets have closed so far. */
  closedSockets(): number;
  close(): Promise<void>;
}

/** A browser on `site` with `member` logged in through `api` (a session in the shared database). */
async function memberOn(browser: Browser, site: string, api: string, member: MemberName): Promise<MemberPage> {
  const session = await loginThroughApi(member, members[member], api);
  if (session === null) throw new Error(`${member} was asked for a slider`);
  const context = await browser.newContext({
    baseURL: site,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: site,
          localStorage: [
            { name: 'token', value: session.token },
            { name: 'userId', value: session.userId },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  const apiPorts = new Set<string>();
  const sitePort = new URL(site).port;
  const note = (url: string): void => {
    const port = new URL(url).port;
    if (port !== sitePort && Number(port) >= 18510 && Number(port) <= 18520) apiPorts.add(port);
  };
  page.on('request', (request) => note(request.url()));
  let closed = 0;
  page.on('websocket', (socket) => {
    note(socket.url());
    socket.on('close', () => (closed += 1));
  });
  return { page, token: session.token, apiPorts, closedSockets: () => closed, close: () => context.close() };
}

const cellOdds = async (book: SportsBook, key: string): Promise<number> =>
  Number(await book.cell(key).getAttribute('data-odds'));

test('a chat message sent through process A reaches a browser on process B, and the answer comes back', async ({
  browser,
}) => {
  const a = await memberOn(browser, cluster.siteOnA, cluster.apiA, 'sports01');
  const b = await memberOn(browser, cluster.siteOnB, cluster.apiB, 'sports02');
  try {
    const book = new SportsBook(a.page);
    await book.open();
    await book.market('RB');
    const live = book.rows.filter({ has: a.page.getByTestId('match-chat-open') }).first();
    await expect(live).toBeVisible({ timeout: 15_000 });
    const gameId = (await live.getAttribute('data-game-id')) ?? '';
    const chatA = await openMatchChat(a.page, gameId);
    const chatB = await openMatchChat(b.page, gameId);
    await chatA.ready();
    await chatB.ready();

    const hello = uniqueText('A 发给 B');
    await chatA.send(hello);
    await expect(chatB.line(hello)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chatB.line(hello).getByTestId('chat-line-name')).toContainText('sports01');
    const reply = uniqueText('B 回复 A');
    await chatB.send(reply);
    await expect(chatA.line(reply)).toHaveCount(1, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chatA.line(hello)).toHaveCount(1);

    // Each browser only ever spoke to its own process: the message crossed through Redis.
    expect([...a.apiPorts]).toEqual([new URL(cluster.apiA).port]);
    expect([...b.apiPorts]).toEqual([new URL(cluster.apiB).port]);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('an odds change made by the engine on A reaches the books on A and on B', async ({ browser }) => {
  const a = await memberOn(browser, cluster.siteOnA, cluster.apiA, 'sports01');
  const b = await memberOn(browser, cluster.siteOnB, cluster.apiB, 'sports02');
  try {
    expect(await cluster.leads(cluster.apiA)).toBe(true);
    const bookA = new SportsBook(a.page);
    await bookA.open();
    const { key, odds } = await bookA.firstPreMatchPrice();
    const bookB = new SportsBook(b.page);
    await bookB.open();
    await bookB.market('FU');
    await expect(bookB.cell(key)).toBeVisible();

    const moved = Math.round((odds + 0.37) * 100) / 100;
    await setPrice(key, moved, cluster.apiA);
    await expect.poll(() => cellOdds(bookA, key)).toBe(moved);
    await expect.poll(() => cellOdds(bookB, key)).toBe(moved);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('process A killed mid-session: the page stays logged in, its feed comes back from B, the engine moves to B, and a bet goes through once', async ({
  browser,
}) => {
  const member = 'sports03';
  const c = await memberOn(browser, cluster.site, cluster.proxy, member);
  try {
    const rows = async (): Promise<number> => {
      const day = (offset: number): string =>
        new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = await callApi<{ total: number }>(
        '/fd/api/v1/transactions/queryDealRecord',
        { type: 'all', beginTime: day(-1), endTime: day(1), pageNum: 1, pageSize: 1 },
        c.token,
        cluster.apiB,
      );
      return answer.data.total;
    };
    const book = new SportsBook(c.page);
    await book.open();
    const { key, odds } = await book.firstPreMatchPrice();
    const rowsBefore = await rows();
    // Which of the page's sockets (feed, chat) the kill drops depends on where the proxy put them.
    const closedBefore = c.closedSockets();

    const killedAt = Date.now();
    await cluster.killA();
    await expect.poll(() => cluster.leads(cluster.apiB), { timeout: 20_000, intervals: [100] }).toBe(true);
    const failoverMs = Date.now() - killedAt;

    // The engine on B moves the price: the page's feed socket, dropped with A, reconnects to B.
    const moved = Math.round((odds + 0.21) * 100) / 100;
    await setPrice(key, moved, cluster.apiB);
    await expect.poll(() => cellOdds(book, key), { timeout: 30_000 }).toBe(moved);
    const feedBackMs = Date.now() - killedAt;

    await c.page.reload();
    await expect(c.page.getByTestId('header-username')).toContainText(member);
    await book.market('FU');
    await book.cell(key).click();
    await book.placeWith('10');
    await expect(c.page.getByTestId('slip-result')).toContainText('投注成功');
    // One stake row for one bet: nothing lost with A, nothing doubled by the proxy's retry.
    expect(await rows()).toBe(rowsBefore + 1);
    console.log(
      `[cluster] engine on B ${failoverMs} ms after SIGKILL; the page's book showed B's price after ${feedBackMs} ms (${c.closedSockets() - closedBefore} socket(s) of the page closed meanwhile)`,
    );
  } finally {
    await c.close();
  }
});
