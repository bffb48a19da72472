import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedBack, chatServerFrameSchema, Header, siteVerticals, type ChatServerFrame } from 'shared/contract';
import { findByTraceId } from '../diagnostics/trace-findings';
import { ChatConnection } from '../chat/chat-connection';
import type { ChatContext } from '../chat/chat-context';
import { handleGuestLogin } from '../chat/handle-login';
import type { ApiEnvelope } from '../http/pipeline';
import { signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ sports: { autoRun: false, feedRate: 0 } });
  member = await t.loginAs('casino02', 'casino1234');
});
afterAll(async () => {
  await t.close();
});

/** A signed call like the browser's, with the page load's x-trace-id. */
async function tracedCall(path: string, body: object, traceId: string, token: string): Promise<ApiEnvelope> {
  const text = JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...signedHeaders(path, text, { token }), [Header.traceId]: traceId },
    payload: text,
  });
  return response.json<ApiEnvelope>();
}

describe('the live vertical switches', () => {
  it('answers every switchable vertical on when the operator switched none, and refuses an unknown site', async () => {
    const { verticals } = await t.ok(siteVerticals, {}, { siteId: '2' });
    expect(verticals).toEqual({
      sports: { state: 'on' },
      casino: { state: 'on' },
      wallet: { state: 'on' },
      promotions: { state: 'on' },
      chat: { state: 'on' },
    });
    expect((await t.call(siteVerticals, {}, { siteId: '404' })).envelope.status_code).toBe(6003);
  });
});

describe('the page load trace id', () => {
  it('is kept with the feedback ticket filed from that page load, and found by support', async () => {
    const traceId = randomUUID();
    const envelope = await tracedCall(
      addFeedBack.path,
      { type: 'suggestion', content: '希望增加更多电竞赛事', fileIds: [] },
      traceId,
      member,
    );
    expect(envelope.status_code).toBe(6000);
    const { id } = envelope.data as { id: number };
    const found = await findByTraceId(t.db, traceId);
    expect(found.tickets.map((ticket) => ticket.id)).toEqual([id]);
    expect(found.chats).toEqual([]);
  });

  it('drops a trace id that is not one (too long, odd characters) instead of storing it', async () => {
    const odd = `<script>${'x'.repeat(10)}`;
    const envelope = await tracedCall(
      addFeedBack.path,
      { type: 'other', content: '页面打不开，请帮忙看看', fileIds: [] },
      odd,
      member,
    );
    expect(envelope.status_code).toBe(6000);
    const [row] = await t.db.query<{ trace_id: string | null }>('select trace_id from feedback_tickets where id = $1', [
      (envelope.data as { id: number }).id,
    ]);
    expect(row?.trace_id).toBeNull();
  });

  it('is kept with the chat login it came with, naming the support room', async () => {
    const traceId = randomUUID();
    const sent: ChatServerFrame[] = [];
    const connection = new ChatConnection(
      '1',
      { send: (text) => sent.push(chatServerFrameSchema.parse(JSON.parse(text))), close: () => undefined },
      Date.now(),
    );
    const ctx = {
      db: t.db,
      clock: () => new Date(),
      rooms: { leaveAll: () => undefined },
      socketsOf: () => [],
      socketsPerPerson: 5,
      log: { error: () => undefined, info: () => undefined },
    } as unknown as ChatContext;
    await handleGuestLogin(ctx, connection, 'trace-guest-key-0123', 'cid-trace-login', traceId);
    const identity = connection.identity;
    expect(identity).not.toBeNull();
    const found = await findByTraceId(t.db, traceId);
    expect(found.chats).toEqual([
      { userId: identity?.userId, supportRid: identity?.supportRid, siteId: '1', at: expect.any(String) },
    ]);
    expect(sent).toHaveLength(1);
  });
});
