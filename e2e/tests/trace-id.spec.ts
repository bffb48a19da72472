import type { Page, Request } from '@playwright/test';
import { callConsole, operatorToken } from '../support/console';
import { openSupportChat } from '../support/chat';
import { memberState } from '../support/members';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

const TRACE_HEADER = 'x-trace-id';

interface TraceFindings {
  tickets: { id: number; memberId: number }[];
  chats: { userId: string; supportRid: string; siteId: string }[];
}

/** Support's 问题查询, called as the console calls it. */
async function lookUp(traceId: string): Promise<TraceFindings> {
  const answer = await callConsole<TraceFindings>('/trace/lookup', { traceId }, await operatorToken('support'));
  expect(answer.status_code, answer.message).toBe(6000);
  return answer.data;
}

/** The API calls of the page (preflights carry no headers of their own and are left out). */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${urls.api}/site/api/`) && request.method() !== 'OPTIONS') calls.push(request);
  });
  return calls;
}

/** Each call's trace id as sent (allHeaders: the headers that went on the wire, not the provisional ones). */
async function traceIdsOf(calls: readonly Request[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const call of calls) {
    // The browser reporter's beacon cannot set headers: its body names the page load's id.
    const beacon = call.url().endsWith('/diagnostics/report')
      ? ((call.postDataJSON() as { traceId?: string } | null)?.traceId ?? '(none)')
      : null;
    seen.set(`${call.method()} ${call.url()}`, beacon ?? (await call.allHeaders())[TRACE_HEADER] ?? '(none)');
  }
  return seen;
}

async function theOneTraceId(calls: readonly Request[]): Promise<string> {
  const seen = await traceIdsOf(calls);
  const ids = new Set(seen.values());
  expect(ids.size, `trace ids per call: ${JSON.stringify(Object.fromEntries(seen), null, 1)}`).toBe(1);
  const [traceId = ''] = [...ids];
  expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
  return traceId;
}

test.describe('the page load trace id', () => {
  test('every API call of a page load carries the same id, and a new load gets a new one', async ({ page, shell }) => {
    const first = apiCalls(page);
    await shell.open('/');
    await expect(page.locator('nav[aria-label="主导航"] [data-nav="sport"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(first.length).toBeGreaterThan(2);
    const traceId = await theOneTraceId(first);
    // The footer shows the same id, for a player to read out to support.
    await expect(page.getByTestId('page-trace-id')).toHaveText(`问题编号：${traceId}`);

    const second = apiCalls(page);
    await page.reload();
    await expect(shell.siteName).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await theOneTraceId(second)).not.toBe(traceId);
  });

  test.describe(() => {
    test.use({ storageState: memberState('transfer03') });

    test('a feedback ticket is found by the id of the page it was filed from', async ({ page, shell }) => {
      const calls = apiCalls(page);
      await shell.openAsMember('transfer03', '/mine/feedback');
      await page.getByLabel('反馈类别').selectOption({ label: '存款问题' });
      await page.getByLabel('反馈内容').fill(`存款页面一直转圈，无法选择支付方式，请帮忙查看 ${Date.now()}`);
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('反馈已提交，我们会尽快处理')).toBeVisible();

      expect(
        calls.some((request) => request.url().endsWith('/feedback/addFeedBack')),
        'the addFeedBack call',
      ).toBe(true);
      const traceId = await theOneTraceId(calls);
      const found = await lookUp(traceId);
      expect(found.tickets).toHaveLength(1);
    });

    test('the support chat login carries the id of the page it was opened from', async ({ page, shell }) => {
      const calls = apiCalls(page);
      const logins: string[] = [];
      page.on('websocket', (socket) => {
        socket.on('framesent', (frame) => {
          const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
          if (text.includes('"msgId":10001') || text.includes('"msgId":10019')) logins.push(text);
        });
      });
      await shell.openAsMember('transfer03');
      await openSupportChat(page);
      await expect.poll(() => logins.length).toBeGreaterThan(0);
      const traceId = await theOneTraceId(calls);
      for (const login of logins)
        expect((JSON.parse(login) as { msgData: { traceId?: string } }).msgData.traceId).toBe(traceId);
    });

    // Waits for server/src/chat/chat-hub.ts to hand the login frame's traceId to handleLogin /
    // handleGuestLogin (its owner's change); the server test of handle-login covers the storing.
    test('support finds the support chat by the id of the page it was opened from', async ({ page, shell }) => {
      const calls = apiCalls(page);
      await shell.openAsMember('transfer03');
      await openSupportChat(page);
      const traceId = await theOneTraceId(calls);
      await expect
        .poll(async () => (await lookUp(traceId)).chats.map((chat) => chat.siteId), { timeout: 10_000 })
        .toEqual(['1']);
    });
  });
});
