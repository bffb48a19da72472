import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFeedBack, feedbackUnreadNum, getFeedbackInfo, uploadImage, type FeedbackType } from 'shared/contract';
import {
  consoleAuditLog,
  consoleTicketClose,
  consoleTicketDetail,
  consoleTicketImage,
  consoleTicketQueue,
  consoleTicketReply,
  consoleTicketUpload,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
/** One member per test: a member may keep at most five tickets open. */
const players: Record<string, string> = {};
let support: string;
let admin: string;
let finance: string;
let moderator: string;
let now = Date.now();

beforeAll(async () => {
  // The business clock moves on by a second per read: every ticket filed is strictly newer.
  t = await createTestApp({ testMode: true, clock: () => new Date((now += 1000)) });
  const members = [
    ['queue', 'casino02', 'casino1234'],
    ['reply', 'casino01', 'casino1234'],
    ['once', 'casino03', 'casino1234'],
    ['refuse', 'sports01', 'sport1234'],
    ['close', 'sports02', 'sport1234'],
    ['images', 'sports03', 'sport1234'],
    ['roles', 'sports04', 'sport1234'],
  ] as const;
  for (const [key, name, password] of members) players[key] = await t.loginAs(name, password);
  const login = (name: string) => consoleLoginAs(t.app, name, new Date());
  [support, admin, finance, moderator] = await Promise.all([
    login('support'),
    login('admin'),
    login('finance'),
    login('moderator'),
  ]);
});
afterAll(async () => {
  await t.close();
});

async function fileTicket(player: string, type: FeedbackType = 'other', fileIds: string[] = []): Promise<number> {
  const content = `充值一直没有到账，请帮忙核实 ${randomUUID()}`;
  return (await t.ok(addFeedBack, { type, content, fileIds }, { token: player })).id;
}
const requestId = () => randomUUID();
const codeOf = async (call: Promise<{ envelope: { status_code: number; message: string } }>) => {
  const { envelope } = await call;
  return [envelope.status_code, envelope.message];
};
const auditOf = async (id: number) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `ticket:${id}` }, admin)).list;

describe('the ticket queue', () => {
  it('lists one state at a time, of one type when asked, newest first, paged, with the unread marker', async () => {
    const player = players['queue'] ?? '';
    const older = await fileTicket(player, 'withdraw');
    const newer = await fileTicket(player, 'withdraw');
    const other = await fileTicket(player, 'account');
    const page = await consoleOk(t.app, consoleTicketQueue, { status: 'pending', type: 'withdraw' }, support);
    expect(page.list.map((ticket) => ticket.id).slice(0, 2)).toEqual([newer, older]);
    expect(page.list.every((ticket) => ticket.type === 'withdraw' && ticket.status === 'pending')).toBe(true);
    expect(page.list[0]).toMatchObject({ memberName: 'casino02', unreadBySupport: true, hasBet: false });

    const all = await consoleOk(t.app, consoleTicketQueue, { pageNum: 1, pageSize: 2 }, support);
    expect(all.list.map((ticket) => ticket.id)).toEqual([other, newer]);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const second = await consoleOk(t.app, consoleTicketQueue, { pageNum: 2, pageSize: 2 }, support);
    expect(second.list[0]?.id).toBe(older);

    await consoleOk(t.app, consoleTicketDetail, { id: older }, support);
    const after = await consoleOk(t.app, consoleTicketQueue, { status: 'pending', type: 'withdraw' }, support);
    expect(after.list.find((ticket) => ticket.id === older)?.unreadBySupport).toBe(false);
    expect(after.list.find((ticket) => ticket.id === newer)?.unreadBySupport).toBe(true);

    const closed = await consoleOk(t.app, consoleTicketQueue, { status: 'closed' }, admin);
    expect(closed.list.every((ticket) => ticket.status === 'closed')).toBe(true);
    expect(closed.list.map((ticket) => ticket.id)).not.toContain(older);
  });
});

describe('replying', () => {
  it('answers with text and an image the member reads through their own address; the badge moves', async () => {
    const player = players['reply'] ?? '';
    const id = await fileTicket(player, 'deposit');
    const { fileId } = await consoleOk(t.app, consoleTicketUpload, { id, fileName: 'proof.png', data: PNG }, support);
    const before = (await t.ok(feedbackUnreadNum, {}, { token: player })).count;
    const answered = await consoleOk(
      t.app,
      consoleTicketReply,
      { id, content: '您好，款项已到账，请查看截图。', fileIds: [fileId], requestId: requestId() },
      support,
    );
    expect(answered.status).toBe('replied');
    expect(answered.replies).toEqual([
      expect.objectContaining({ from: 'support', operatorName: 'support', images: [{ fileId }] }),
    ]);
    expect((await t.ok(feedbackUnreadNum, {}, { token: player })).count).toBe(before + 1);

    const seen = await t.ok(getFeedbackInfo, { id }, { token: player });
    expect(seen.status).toBe('replied');
    const [reply] = seen.replies;
    expect(reply?.content).toBe('您好，款项已到账，请查看截图。');
    const url = new URL(reply?.images[0]?.url ?? 'http://x/none');
    const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const actions = (await auditOf(id)).map((entry) => entry.action);
    expect(actions).toEqual(['ticket.reply', 'ticket.image_upload']);
  });

  it('writes a reply once per request id: a repeat answers the first outcome', async () => {
    const player = players['once'] ?? '';
    const id = await fileTicket(player);
    const body = { id, content: '您好，已为您处理。', fileIds: [], requestId: requestId() };
    const first = await consoleOk(t.app, consoleTicketReply, body, support);
    const again = await consoleOk(t.app, consoleTicketReply, body, support);
    expect(again).toEqual(first);
    expect(first.replies).toHaveLength(1);
    const rows = await t.db.query<{ n: number }>(
      'select count(*)::int as n from feedback_replies where ticket_id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(1);
    expect((await auditOf(id)).filter((entry) => entry.action === 'ticket.reply')).toHaveLength(1);
    expect(await codeOf(consoleCall(t.app, consoleTicketReply, { ...body, content: '另一条回复' }, support))).toEqual([
      7601,
      '请求编号已用于另一笔操作，请刷新后重试',
    ]);
  });

  it('refuses an image that is not an upload of this ticket, and bytes that are not an image', async () => {
    const player = players['refuse'] ?? '';
    const id = await fileTicket(player);
    const elsewhere = await fileTicket(player);
    const { fileId } = await consoleOk(
      t.app,
      consoleTicketUpload,
      { id: elsewhere, fileName: 'a.png', data: PNG },
      support,
    );
    const memberUpload = await t.ok(
      uploadImage,
      { purpose: 'feedback', fileName: 'b.png', data: PNG },
      { token: player },
    );
    for (const fileIds of [[fileId], [memberUpload.fileId], ['nothing']]) {
      expect(
        await codeOf(
          consoleCall(t.app, consoleTicketReply, { id, content: '您好', fileIds, requestId: requestId() }, support),
        ),
      ).toEqual([8071, '图片无效，请重新上传']);
    }
    const text = Buffer.from('<html>not an image</html>').toString('base64');
    expect(
      await codeOf(consoleCall(t.app, consoleTicketUpload, { id, fileName: 'x.png', data: text }, support)),
    ).toEqual([6010, '仅支持 JPG、PNG、GIF、WEBP 格式的图片']);
    expect((await consoleOk(t.app, consoleTicketDetail, { id }, support)).replies).toEqual([]);
  });
});

describe('closing', () => {
  it('closes a ticket once: the member sees it closed and it takes no more replies or images', async () => {
    const player = players['close'] ?? '';
    const id = await fileTicket(player);
    const closeBody = { id, requestId: requestId() };
    const closed = await consoleOk(t.app, consoleTicketClose, closeBody, support);
    expect(closed).toMatchObject({ status: 'closed', closedBy: { operatorName: 'support' } });
    expect(await consoleOk(t.app, consoleTicketClose, closeBody, support)).toEqual(closed);
    expect((await t.ok(getFeedbackInfo, { id }, { token: player })).status).toBe('closed');
    expect(
      await codeOf(
        consoleCall(t.app, consoleTicketReply, { id, content: '您好', fileIds: [], requestId: requestId() }, support),
      ),
    ).toEqual([8070, '该工单已关闭，不能再回复']);
    expect((await codeOf(consoleCall(t.app, consoleTicketClose, { id, requestId: requestId() }, admin)))[0]).toBe(8070);
    expect(
      (await codeOf(consoleCall(t.app, consoleTicketUpload, { id, fileName: 'a.png', data: PNG }, support)))[0],
    ).toBe(8070);
    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, entry.operatorName, entry.after])).toEqual([
      ['ticket.close', 'support', { status: 'closed', memberId: expect.any(Number), type: 'other' }],
    ]);
  });
});

describe('ticket images for operators', () => {
  it('serves the member’s image only through the desk, each view an audit row', async () => {
    const player = players['images'] ?? '';
    const upload = await t.ok(uploadImage, { purpose: 'feedback', fileName: 'c.png', data: PNG }, { token: player });
    const id = await fileTicket(player, 'deposit', [upload.fileId]);
    const detail = await consoleOk(t.app, consoleTicketDetail, { id }, support);
    expect(detail.images).toEqual([{ fileId: upload.fileId }]);
    const image = await consoleOk(t.app, consoleTicketImage, { id, fileId: upload.fileId }, support);
    expect(image).toEqual({ fileId: upload.fileId, contentType: 'image/png', data: PNG });
    await consoleOk(t.app, consoleTicketImage, { id, fileId: upload.fileId }, admin);
    const views = (await auditOf(id)).filter((entry) => entry.action === 'ticket.image_view');
    expect(views.map((entry) => entry.operatorName).sort()).toEqual(['admin', 'support']);

    const stranger = await fileTicket(player);
    expect(
      await codeOf(consoleCall(t.app, consoleTicketImage, { id: stranger, fileId: upload.fileId }, support)),
    ).toEqual([8071, '图片无效，请重新上传']);
    expect(await auditOf(stranger)).toEqual([]);
  });
});

describe('roles', () => {
  it('refuses a member token and every role but support and admin, on every endpoint', async () => {
    const player = players['roles'] ?? '';
    const id = await fileTicket(player);
    const calls = [
      (token: string) => consoleCall(t.app, consoleTicketQueue, { pageNum: 1, pageSize: 10 }, token),
      (token: string) => consoleCall(t.app, consoleTicketDetail, { id }, token),
      (token: string) => consoleCall(t.app, consoleTicketImage, { id, fileId: 'x' }, token),
      (token: string) => consoleCall(t.app, consoleTicketUpload, { id, fileName: 'a.png', data: PNG }, token),
      (token: string) =>
        consoleCall(t.app, consoleTicketReply, { id, content: '您好', fileIds: [], requestId: requestId() }, token),
      (token: string) => consoleCall(t.app, consoleTicketClose, { id, requestId: requestId() }, token),
    ];
    for (const call of calls) {
      expect(await codeOf(call(player))).toEqual([8001, '登录已失效，请重新登录控制台']);
      for (const token of [finance, moderator]) {
        expect(await codeOf(call(token))).toEqual([8002, '您的角色无权执行此操作']);
      }
    }
    expect(await auditOf(id)).toEqual([]);
    expect((await consoleOk(t.app, consoleTicketDetail, { id }, support)).status).toBe('pending');
  });
});
