import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import {
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
  chatSocketAddress,
  matchRoomId,
  memberJwt,
  type RequestOf,
} from 'shared/contract';
import { CONSOLE_API_PREFIX, consoleChatClear, type ConsoleEndpoint } from 'shared/contract/console';
import { testChatOutage } from 'shared/contract/testing';
import { callApi } from './api';
import { callConsole, operatorToken } from './console';
import { memberState, type MemberName } from './members';
import { ShellPage } from './shell-page';
import { SportsBook } from './sports-book';

/**
 * A socket that was dropped comes back after the reconnect delay plus its jitter (5 + up to 3 s),
 * and further tries while the outage lasts (the reconnect spec's is 15 s): messages wait for
 * that, not for a fixed time, but longer than the suite's default expect timeout.
 */
export const CHAT_RETURN_TIMEOUT = 40_000;

/** A text no other test (or earlier run against the same room) has sent. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

/** A chat moderation action as the demo moderator, through the console API; resolves to the sockets reached. */
export async function moderateChat<E extends ConsoleEndpoint>(
  endpoint: E,
  input: RequestOf<E> & object,
): Promise<number> {
  const path = endpoint.path.slice(CONSOLE_API_PREFIX.length);
  const answer = await callConsole<{ affected: number }>(path, input, await operatorToken('moderator'));
  if (answer.status_code !== 6000) throw new Error(`chat moderation ${path} refused: ${answer.message}`);
  return answer.data.affected;
}

/** A restarting chat service (test-only): every socket of the API process is dropped for `ms`. */
export async function chatOutage(ms: number): Promise<number> {
  const answer = await callApi<{ affected: number }>(testChatOutage.path, { ms });
  if (answer.status_code !== 6000) throw new Error(`chat outage refused: ${answer.message}`);
  return answer.data.affected;
}

function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** A chat room view (the match panel or the support window) as the tests read it: testids.md. */
export class ChatPanel {
  readonly lines: Locator;
  readonly lineList: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  readonly notice: Locator;
  readonly connection: Locator;
  readonly older: Locator;

  constructor(readonly root: Locator) {
    this.lines = root.getByTestId('chat-line');
    this.lineList = root.getByTestId('chat-lines');
    this.input = root.getByTestId('chat-input');
    this.sendButton = root.getByTestId('chat-send');
    this.notice = root.getByTestId('chat-notice');
    this.connection = root.getByTestId('chat-connection');
    this.older = root.getByTestId('chat-older');
  }

  /** Every line whose text is exactly `text` (pending, refused or delivered). */
  line(text: string): Locator {
    return this.lines.filter({
      has: this.root
        .page()
        .getByTestId('chat-line-text')
        .filter({ hasText: exactly(text) }),
    });
  }

  /** The delivered messages among the lines. */
  get messages(): Locator {
    return this.lines.and(this.root.page().locator('[data-kind="message"]'));
  }

  /** The texts of the delivered messages, top to bottom. */
  messageTexts(): Promise<string[]> {
    return this.messages.getByTestId('chat-line-text').allInnerTexts();
  }

  /** Joined with a socket that is open and nothing in the way of sending. */
  async ready(): Promise<void> {
    await expect(this.connection).toHaveCount(0, { timeout: CHAT_RETURN_TIMEOUT });
    await expect(this.input).toBeEnabled();
  }

  /** Types a message and sends it with Enter, as a person would. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }
}

/** The match room panel in the sports book's side column. */
export function matchChatPanel(page: Page, gameId: string): ChatPanel {
  return new ChatPanel(page.locator(`[data-testid="match-chat"][data-rid="${matchRoomId(gameId)}"]`));
}

/**
 * Opens the sports book's in-play list and the chat room of its `nth` live football match (each
 * spec takes its own, so specs running side by side stay out of each other's rooms). The room is
 * cleared first: nothing a previous run left in it is on screen.
 */
export async function openLiveMatchChat(
  page: Page,
  nth: number,
): Promise<{ gameId: string; rid: string; chat: ChatPanel }> {
  const book = new SportsBook(page);
  await book.open();
  await book.market('RB');
  const liveRows = book.rows.filter({ has: page.getByTestId('match-chat-open') });
  await expect(liveRows.nth(nth)).toBeVisible({ timeout: 15_000 });
  const gameId = await liveRows.nth(nth).getAttribute('data-game-id');
  if (gameId === null) throw new Error('a match row without a game id');
  const rid = matchRoomId(gameId);
  await moderateChat(consoleChatClear, { rid });
  return { gameId, rid, chat: await openMatchChat(page, gameId) };
}

/** In a book already open, the chat of the match `gameId` (pressed on its row). */
export async function openMatchChat(page: Page, gameId: string): Promise<ChatPanel> {
  const book = new SportsBook(page);
  if (!(await book.slip.isVisible())) {
    await book.open();
    await book.market('RB');
  }
  const button = page.locator(`[data-testid="match-row"][data-game-id="${gameId}"]`).getByTestId('match-chat-open');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const chat = matchChatPanel(page, gameId);
  await expect(chat.root).toBeVisible({ timeout: 15_000 });
  return chat;
}

/** The session token the page holds (local storage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token === null) throw new Error('no token in the page');
  return token.replace(/^"|"$/g, '');
}

/** A chat login token for the member logged in on `page`, from member/jwt. */
export async function chatJwtOf(page: Page): Promise<string> {
  const answer = await callApi<{ jwt: string }>(memberJwt.path, {}, await tokenOf(page));
  if (answer.status_code !== 6000) throw new Error(`member/jwt refused: ${answer.message}`);
  return answer.data.jwt;
}

/**
 * Sends `texts` into room `rid` in order, as the member of `jwt`, over the chat socket itself — a
 * small client run in `page` (the site's origin, which the socket accepts). The server allows a
 * few sends per connection and window, so each connection sends that many, then the next one
 * takes over; every send waits for its reply, which keeps the order.
 */
export async function sendThroughSocket(page: Page, jwt: string, rid: string, texts: readonly string[]): Promise<void> {
  const brand = await page.evaluate(() =>
    fetch('/brand.json').then((r) => r.json() as Promise<{ chatSocketUrl: string; siteId: string }>),
  );
  const url = chatSocketAddress(brand.chatSocketUrl, brand.siteId);
  const ids = { login: ChatMsgId.LOGIN, join: ChatMsgId.JOIN_ROOM, send: ChatMsgId.SEND };
  await page.evaluate(
    async ({ url, jwt, rid, texts, perSocket, ids }) => {
      const open = () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.onopen = () => resolve(ws);
          ws.onerror = () => reject(new Error(`chat socket ${url} did not open`));
        });
      const ask = (ws: WebSocket, msgId: number, data: Record<string, unknown>) =>
        new Promise<void>((resolve, reject) => {
          const cid = crypto.randomUUID();
          const timer = setTimeout(() => reject(new Error(`no reply to ${msgId}`)), 10_000);
          ws.addEventListener('message', function reply(event: MessageEvent<string>) {
            const frame = JSON.parse(event.data) as { msgId: number; code: number; msg?: string; cid?: string };
            if (frame.cid !== cid) return;
            ws.removeEventListener('message', reply);
            clearTimeout(timer);
            if (frame.code === 6000) resolve();
            else reject(new Error(`${msgId} refused: ${frame.code} ${frame.msg ?? ''}`));
          });
          ws.send(JSON.stringify({ msgId, msgData: { ...data, cid } }));
        });
      for (let i = 0; i < texts.length; i += perSocket) {
        const ws = await open();
        try {
          await ask(ws, ids.login, { token: jwt });
          await ask(ws, ids.join, { rid });
          for (const msg of texts.slice(i, i + perSocket)) await ask(ws, ids.send, { rid, msg });
        } finally {
          ws.close();
        }
      }
    },
    { url, jwt, rid, texts: [...texts], perSocket: CHAT_SENDS_PER_WINDOW, ids },
  );
}

/** The customer-service entry in the header and its support chat window. */
export function supportChat(page: Page): {
  entry: Locator;
  unread: Locator;
  window: Locator;
  chat: ChatPanel;
  close: Locator;
} {
  const entry = page.locator('header').getByRole('button', { name: '在线客服' });
  const window = page.getByTestId('support-chat');
  return {
    entry,
    unread: page.getByTestId('chat-unread'),
    window,
    chat: new ChatPanel(window),
    close: window.getByTestId('support-chat-close'),
  };
}

/** 在线客服 → the deposit-channel warning → 确定: the support window opens. */
export async function openSupportChat(page: Page): Promise<ChatPanel> {
  const support = supportChat(page);
  await support.entry.click();
  const warning = page.getByRole('dialog', { name: '温馨提示' });
  await expect(warning).toContainText('线下第三方代充值一律不予认可');
  await warning.getByRole('button', { name: '确定' }).click();
  await expect(support.window).toBeVisible();
  return support.chat;
}

/**
 * A second member in a browser of their own (the test's `page` is the first), opened at `path`.
 * Uncaught page errors fail the test there too; `close` checks them and ends the browser context.
 */
export async function openOtherMember(
  browser: Browser,
  member: MemberName,
  path = '/',
): Promise<{ page: Page; shell: ShellPage; close: () => Promise<void> }> {
  const context = await browser.newContext({ storageState: memberState(member) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  const shell = new ShellPage(page);
  await shell.openAsMember(member, path);
  return {
    page,
    shell,
    close: async () => {
      await context.close();
      expect(errors, `uncaught errors in ${member}'s page`).toEqual([]);
    },
  };
}
