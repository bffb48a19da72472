import { consoleChatClear } from 'shared/contract/console';
import { members } from '../support/members';
import { answerGraphicCaptcha } from '../support/captcha';
import { hotLiveMatches, matchRoomId, type HotMatch } from 'shared/contract';
import { callApi } from '../support/api';
import {
  CHAT_RETURN_TIMEOUT,
  chatJwtOf,
  moderateChat,
  matchChatPanel,
  openOtherMember,
  openSupportChat,
  sendThroughSocket,
  supportChat,
  uniqueText,
} from '../support/chat';
import { fetchedBeforeLoad } from '../support/before-load';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/*
 * A visitor chats as a guest (SPEC §6) and logs in without leaving the page. The local sports book
 * requires login (SPEC §2); a visitor reaches a match room from the home page's live hot matches.
 */
test.describe('chat as a guest', () => {
  test('a visitor reads and writes in support as a guest, logs in and goes on as the member, without a reload', async ({
    page,
    shell,
  }) => {
    // A visitor who never chatted downloads nothing of the chat remote until pointing at 在线客服,
    // nor the federation runtime before the page has loaded: the home page shows no remote (the
    // runtime comes after the load, with the idle prefetch of the first vertical).
    const fromChat: string[] = [];
    const runtime: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(e2ePorts.chat)) fromChat.push(request.url());
      if (/\/federation-runtime\.[0-9a-f]+\.js$/.test(url.pathname)) runtime.push(url.pathname);
    });
    await shell.open('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fromChat).toEqual([]);
    expect(await fetchedBeforeLoad(page, /\/federation-runtime\.[0-9a-f]+\.js$/)).toEqual([]);
    await supportChat(page).entry.hover();
    await expect.poll(() => fromChat.length).toBeGreaterThan(0);
    expect(runtime).toHaveLength(1);
    await page.evaluate(() => Object.assign(window, { chatGuestMark: true }));

    // One press on the host's button: the remote's entry comes with the warning open.
    const chat = await openSupportChat(page);
    await chat.ready();
    const asGuest = uniqueText('游客提问 怎么存款');
    await chat.send(asGuest);
    await expect(chat.line(asGuest)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.line(asGuest)).toHaveAttribute('data-mine', 'true');
    const agent = chat.messages.filter({ has: page.getByTestId('chat-line-name').filter({ hasText: '客服小美' }) });
    await expect(agent.first()).toBeVisible({ timeout: CHAT_RETURN_TIMEOUT });

    // The auth dialog over the open window; the socket takes the member's identity on its own.
    await page.getByTestId('header-login').click();
    await answerGraphicCaptcha(page, await shell.submitLogin('casino01', members.casino01));
    await expect(page.getByTestId('header-username')).toContainText('casino01');

    // The member's own support room: the guest's conversation is not in it.
    await expect(chat.line(asGuest)).toHaveCount(0, { timeout: CHAT_RETURN_TIMEOUT });
    await chat.ready();
    const asMember = uniqueText('会员提问 怎么提款');
    await chat.send(asMember);
    await expect(chat.line(asMember)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.line(asMember)).toHaveAttribute('data-mine', 'true');
    await expect(agent.filter({ hasText: '提款' }).first()).toBeVisible({ timeout: CHAT_RETURN_TIMEOUT });

    expect(await page.evaluate(() => 'chatGuestMark' in window)).toBe(true);
  });

  test('a visitor reads a live match room from the home page, logs in from the room and sends there', async ({
    page,
    shell,
    browser,
  }) => {
    const hot = await callApi<{ list: HotMatch[] }>(hotLiveMatches.path, { size: 8 });
    const match = hot.data.list.find((m) => m.isLive);
    if (match === undefined) throw new Error('the seeded book has no live hot match');
    const rid = matchRoomId(match.matchId);
    await moderateChat(consoleChatClear, { rid });

    // A member has said something in the room already.
    const other = await openOtherMember(browser, 'profile01');
    const said = uniqueText('主队加油');
    await sendThroughSocket(other.page, await chatJwtOf(other.page), rid, [said]);
    await other.close();

    await shell.open('/');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { roomGuestMark: true }));
    await page.getByRole('button', { name: `打开 ${match.home} 对 ${match.away} 的聊天室` }).click();
    const chat = matchChatPanel(page, match.matchId);
    await expect(chat.line(said)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.notice).toContainText('登录后即可发言');
    await expect(chat.input).toBeDisabled();

    await chat.root.getByTestId('chat-login').click();
    await answerGraphicCaptcha(page, await shell.submitLogin('casino01', members.casino01));
    await expect(page.getByTestId('header-username')).toContainText('casino01');

    await expect(chat.notice).toHaveCount(0, { timeout: CHAT_RETURN_TIMEOUT });
    await chat.ready();
    const mine = uniqueText('登录后第一句');
    await chat.send(mine);
    await expect(chat.line(mine)).toHaveAttribute('data-kind', 'message', { timeout: CHAT_RETURN_TIMEOUT });
    await expect(chat.line(mine)).toHaveAttribute('data-mine', 'true');
    await expect(chat.line(mine).getByTestId('chat-line-name')).toContainText('casino01');
    // What was there before the login is still there: the room did not start over empty.
    await expect(chat.line(said)).toHaveCount(1);
    expect(await page.evaluate(() => 'roomGuestMark' in window)).toBe(true);
  });
});
