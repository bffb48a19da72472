import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoomId, type RequestOf } from 'shared/contract';
import {
  consoleAuditLog,
  consoleChatBlock,
  consoleChatClear,
  consoleChatDestroy,
  consoleChatGift,
  consoleChatMute,
  consoleChatNotify,
  consoleChatPrediction,
  consoleChatRoom,
  consoleChatRooms,
  consoleChatStatus,
  consoleChatUnmute,
  consoleChatVipLevel,
  type ConsoleEndpoint,
} from 'shared/contract/console';
import { storeMessage } from '../../chat/message-store';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let moderator: string;
let admin: string;
let finance: string;
let support: string;
let casinoId: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true, sports: { feedRate: 0, autoRun: false } });
  const names = ['moderator', 'admin', 'finance', 'support'];
  [moderator, admin, finance, support] = (await Promise.all(
    names.map((name) => consoleLoginAs(t.app, name, new Date())),
  )) as [string, string, string, string];
  const rows = await t.db.query<{ id: number }>(`select id from members where username = 'casino02'`);
  casinoId = String(rows[0]?.id);
});
afterAll(async () => {
  await t.close();
});

let rooms = 0;
/** A match room of its own per test: `match-desk-N`. */
function freshRoom(): string {
  rooms += 1;
  return matchRoomId(`desk-${rooms}`);
}

const auditOf = async (target: string) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target }, admin)).list;
const code = async <E extends ConsoleEndpoint>(endpoint: E, input: RequestOf<E>, token?: string) =>
  (await consoleCall(t.app, endpoint, input, token)).envelope.status_code;

describe('the chat moderation desk: who may call it', () => {
  const rid = 'match-refusals';
  const calls: [ConsoleEndpoint, object][] = [
    [consoleChatRooms, { pageNum: 1, pageSize: 10 }],
    [consoleChatRoom, { rid }],
    [consoleChatMute, { rid, name: 'casino02', minutes: 5, reason: '刷屏广告' }],
    [consoleChatUnmute, { rid, name: 'casino02' }],
    [consoleChatBlock, { rid, blocked: true }],
    [consoleChatStatus, { rid, status: 'closed' }],
    [consoleChatVipLevel, { rid, vipLevel: 2 }],
    [consoleChatClear, { rid }],
    [consoleChatDestroy, { rid }],
    [consoleChatPrediction, { rid, predictions: [{ score: '1-0', percent: 40 }] }],
    [consoleChatGift, { rid, name: 'casino02', gift: '火箭', count: 1 }],
    [consoleChatNotify, { title: '通知', content: '内容' }],
  ];

  it('refuses finance and support (8002), a member token and no token (8001), and writes nothing', async () => {
    const member = await t.loginAs('test001', 'test1234');
    for (const [endpoint, input] of calls) {
      expect([endpoint.path, await code(endpoint, input as never, finance)]).toEqual([endpoint.path, 8002]);
      expect([endpoint.path, await code(endpoint, input as never, support)]).toEqual([endpoint.path, 8002]);
      expect([endpoint.path, await code(endpoint, input as never, member)]).toEqual([endpoint.path, 8001]);
      expect([endpoint.path, await code(endpoint, input as never)]).toEqual([endpoint.path, 8001]);
    }
    expect(await auditOf(`chat:${rid}`)).toEqual([]);
    expect(await t.db.query(`select 1 from chat_rooms where rid = $1`, [rid])).toEqual([]);
  });

  it('lets an admin act as a moderator does', async () => {
    const rid = freshRoom();
    expect(await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, admin)).toEqual({ affected: 0 });
    expect((await auditOf(`chat:${rid}`)).map((row) => [row.action, row.operatorName])).toEqual([
      ['chat.block', 'admin'],
    ]);
  });
});

describe('the chat moderation desk: every action is audited with its change', () => {
  it('mute and unmute: the member, the end and the reason before and after', async () => {
    const rid = freshRoom();
    await consoleOk(t.app, consoleChatMute, { rid, name: 'casino02', minutes: 30, reason: '刷屏广告' }, moderator);
    await consoleOk(t.app, consoleChatUnmute, { rid, name: 'casino02' }, moderator);
    const [unmute, mute] = await auditOf(`chat:${rid}`);
    expect(mute).toMatchObject({
      action: 'chat.mute',
      operatorName: 'moderator',
      role: 'moderator',
      reason: '刷屏广告',
      before: { member: 'casino02', mute: null },
      after: { member: 'casino02', mute: { reason: '刷屏广告', mutedUntil: expect.any(String) } },
    });
    expect(unmute).toMatchObject({
      action: 'chat.unmute',
      before: { member: 'casino02', mute: { reason: '刷屏广告' } },
      after: { member: 'casino02', mute: null },
    });
  });

  it('block, unblock, status and VIP level: the room’s settings before and after', async () => {
    const rid = freshRoom();
    await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, moderator);
    await consoleOk(t.app, consoleChatStatus, { rid, status: 'closed' }, moderator);
    await consoleOk(t.app, consoleChatVipLevel, { rid, vipLevel: 3 }, moderator);
    await consoleOk(t.app, consoleChatBlock, { rid, blocked: false }, moderator);
    const rows = (await auditOf(`chat:${rid}`)).reverse();
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['chat.block', { status: 'open', blocked: false, vipLevel: 0 }, { status: 'open', blocked: true, vipLevel: 0 }],
      ['chat.status', { status: 'open', blocked: true, vipLevel: 0 }, { status: 'closed', blocked: true, vipLevel: 0 }],
      [
        'chat.vip_level',
        { status: 'closed', blocked: true, vipLevel: 0 },
        { status: 'closed', blocked: true, vipLevel: 3 },
      ],
      [
        'chat.unblock',
        { status: 'closed', blocked: true, vipLevel: 3 },
        { status: 'closed', blocked: false, vipLevel: 3 },
      ],
    ]);
  });

  it('clear and destroy: what went, and the room view shows it gone', async () => {
    const rid = freshRoom();
    for (const msg of ['第一条', '第二条'])
      await storeMessage(
        t.db,
        { rid, userId: casinoId, name: 'casino02', role: 'member', vipLevel: 0, msg, cid: null },
        new Date(),
      );
    await consoleOk(t.app, consoleChatMute, { rid, name: 'casino02', minutes: 10, reason: '辱骂他人' }, moderator);
    const view = await consoleOk(t.app, consoleChatRoom, { rid }, moderator);
    expect(view.messages.map((m) => m.msg)).toEqual(['第一条', '第二条']);
    expect(view.mutes).toMatchObject([{ userId: casinoId, name: 'casino02', reason: '辱骂他人' }]);
    expect(view.room).toMatchObject({ rid, messages: 2, muted: 1, blocked: false, online: null });

    await consoleOk(t.app, consoleChatClear, { rid }, moderator);
    expect((await consoleOk(t.app, consoleChatRoom, { rid }, moderator)).messages).toEqual([]);
    await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, moderator);
    await consoleOk(t.app, consoleChatDestroy, { rid }, moderator);
    const [destroy, , clear] = await auditOf(`chat:${rid}`);
    expect(clear).toMatchObject({ action: 'chat.clear', before: { messages: 2 }, after: { messages: 0 } });
    expect(destroy).toMatchObject({
      action: 'chat.destroy',
      before: { status: 'open', blocked: true, vipLevel: 0 },
      after: null,
    });
    expect((await consoleOk(t.app, consoleChatRoom, { rid }, moderator)).mutes).toEqual([]);
  });

  it('gift, prediction and notify: what was pushed', async () => {
    const rid = freshRoom();
    await consoleOk(t.app, consoleChatGift, { rid, name: 'casino02', gift: '火箭', count: 3 }, moderator);
    const predictions = [{ score: '2-1', percent: 38 }];
    await consoleOk(t.app, consoleChatPrediction, { rid, predictions }, moderator);
    const [prediction, gift] = await auditOf(`chat:${rid}`);
    expect(gift).toMatchObject({ action: 'chat.gift', after: { name: 'casino02', gift: '火箭', count: 3 } });
    expect(prediction).toMatchObject({ action: 'chat.prediction', after: { predictions } });

    await consoleOk(t.app, consoleChatNotify, { name: 'casino02', title: '提款到账', content: '已到账' }, moderator);
    expect((await auditOf(`member:${casinoId}`)).find((row) => row.action === 'chat.notify')).toMatchObject({
      after: { title: '提款到账', content: '已到账', level: 'info' },
    });
    await consoleOk(t.app, consoleChatNotify, { title: '系统维护', content: '今晚维护' }, moderator);
    expect((await auditOf('chat:everyone'))[0]).toMatchObject({ action: 'chat.notify', after: { title: '系统维护' } });
  });

  it('an action that fails writes neither its change nor an audit row', async () => {
    const rid = freshRoom();
    const mute = { rid, name: 'nobody-here', minutes: 5, reason: '刷屏广告' };
    expect(await code(consoleChatMute, mute, moderator)).toBe(6004);
    expect(await code(consoleChatMute, { ...mute, name: 'casino02', reason: ' ' }, moderator)).toBe(6007);
    expect(await auditOf(`chat:${rid}`)).toEqual([]);
    expect(await t.db.query(`select 1 from chat_mutes where rid = $1`, [rid])).toEqual([]);
  });
});

describe('the chat moderation desk: the rooms', () => {
  it('lists match rooms with their state, never support rooms, and finds one by id', async () => {
    const rid = freshRoom();
    await storeMessage(
      t.db,
      { rid, userId: casinoId, name: 'casino02', role: 'member', vipLevel: 0, msg: '你好', cid: null },
      new Date(),
    );
    await storeMessage(
      t.db,
      {
        rid: `support-${casinoId}`,
        userId: casinoId,
        name: 'casino02',
        role: 'member',
        vipLevel: 0,
        msg: '客服',
        cid: null,
      },
      new Date(),
    );
    await consoleOk(t.app, consoleChatVipLevel, { rid, vipLevel: 2 }, moderator);
    const page = await consoleOk(t.app, consoleChatRooms, { pageNum: 1, pageSize: 100 }, moderator);
    expect(page.list.every((room) => room.rid.startsWith('match-'))).toBe(true);
    expect(page.list.find((room) => room.rid === rid)).toMatchObject({ title: rid, vipLevel: 2, messages: 1 });
    const found = await consoleOk(t.app, consoleChatRooms, { pageNum: 1, pageSize: 10, search: rid }, moderator);
    expect(found.list.map((room) => room.rid)).toEqual([rid]);
  });
});
