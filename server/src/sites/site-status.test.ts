import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedBack, chatServerFrameSchema, Header, siteVerticals, type ChatServerFrame } from 'shared/contract';
import { testSetVertical } from 'shared/contract/testing';
import { findByTraceId } from '../diagnostics/trace-findings';
import { ChatConnection } from '../chat/chat-connection';
import type { ChatContext } from '../chat/chat-context';
import { handleGuestLogin } from '../chat/handle-login';
import type { ApiEnvelope } from '../http/pipeline';
import { signedHeaders } from '../testing/signed-request';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let production: TestApp;
let member: string;

beforeAll(async () => {
  [t, production] = await Promise.all([
    createTestApp({ testMode: true, sports: { autoRun: false, feedRate: 0 } }),
    createTestApp({ sports: { autoRun: false, feedRate: 0 } }),
  ]);
  member = await t.loginAs('casino02', 'casino1234');
});
afterAll(async () => {
  await Promise.all([t.close(), production.close()]);
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
  it('answers every switchable vertical on when the operator switched none', async () => {
    const { verticals } = await t.ok(siteVerticals, {}, { siteId: '2' });
    expect(verticals).toEqual({
      sports: { state: 'on' },
      casino: { state: 'on' },
      wallet: { state: 'on' },
      promotions: { state: 'on' },
      chat: { state: 'on' },
    });
  });

  it('follows the operator: maintenance with its message and end, off, and back on, per site', async () => {
    const until = '2026-11-25T04:00:00.000Z';
    await t.ok(testSetVertical, {
      siteId: '3',
      vertical: 'sports',
      state: 'maintenance',
      message: '体育赛事系统升级中',
      until,
    });
    await t.ok(testSetVertical, { siteId: '3', vertical: 'casino', state: 'off' });
    const switched = (await t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(switched.sports).toEqual({ state: 'maintenance', message: '体育赛事系统升级中', until });
    expect(switched.casino).toEqual({ state: 'off' });
    expect(switched.wallet).toEqual({ state: 'on' });
    // Another brand on the same platform is not touched.
    expect((await t.ok(siteVerticals, {}, { siteId: '1' })).verticals.sports).toEqual({ state: 'on' });

    await t.ok(testSetVertical, { siteId: '3', vertical: 'sports', state: 'on' });
    await t.ok(testSetVertical, { siteId: '3', vertical: 'casino', state: 'on' });
    const back = (await t.ok(siteVerticals, {}, { siteId: '3' })).verticals;
    expect(back.sports).toEqual({ state: 'on' });
    expect(back.casino).toEqual({ state: 'on' });
  });

  it('refuses an unknown site and a vertical that cannot be switched', async () => {
    expect((await t.call(siteVerticals, {}, { siteId: '404' })).envelope.status_code).toBe(6003);
    expect(
      (await t.call(testSetVertical, { siteId: '404', vertical: 'chat', state: 'off' })).envelope.status_code,
    ).toBe(6003);
    const account = await t.call(testSetVertical, { siteId: '1', vertical: 'account' as 'chat', state: 'off' });
    expect(account.envelope.status_code).not.toBe(6000);
    expect((await t.ok(siteVerticals, {}, { siteId: '1' })).verticals.chat).toEqual({ state: 'on' });
  });

  it('has no operator switch on a server outside test mode', async () => {
    const { envelope } = await production.call(testSetVertical, { siteId: '1', vertical: 'sports', state: 'off' });
    expect(envelope.status_code).toBe(6004);
    expect((await production.ok(siteVerticals, {}, { siteId: '1' })).verticals.sports).toEqual({ state: 'on' });
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
