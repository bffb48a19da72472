import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from 'shared/contract';
import {
  consoleAuditLog,
  consoleMemberAddNote,
  consoleMemberEndSessions,
  consoleMemberLedger,
  consoleMemberProfile,
  consoleMemberReveal,
  consoleMemberSearch,
  consoleMemberSessions,
  consoleMemberSetLock,
} from 'shared/contract/console';
import { DESK_MEMBER } from '../../members/desk/seed-desk-members';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let support: string;
let finance: string;
let admin: string;
let moderator: string;
let deskId: number;

beforeAll(async () => {
  t = await createTestApp({ testMode: true });
  const tokens = await Promise.all(
    ['support', 'finance', 'admin', 'moderator'].map((name) => consoleLoginAs(t.app, name, new Date())),
  );
  [support, finance, admin, moderator] = tokens as [string, string, string, string];
  deskId = (await t.db.query<{ id: number }>(`select id from members where username = $1`, [DESK_MEMBER.username]))[0]!
    .id;
});
afterAll(async () => {
  await t.close();
});

const code = async (call: Promise<{ envelope: { status_code: number } }>) => (await call).envelope.status_code;
const search = (query: string, field: 'any' | 'id' | 'name' | 'phone' | 'email' = 'any') =>
  consoleOk(t.app, consoleMemberSearch, { query, field, pageNum: 1, pageSize: 20 }, support);
const auditOf = async (memberId: number) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `member:${memberId}` }, admin)).list;

describe('the members desk: who may call it', () => {
  it('refuses a role without the desk, a member token and no token', async () => {
    expect(
      await code(
        consoleCall(t.app, consoleMemberSearch, { query: 'desk01', field: 'any', pageNum: 1, pageSize: 10 }, moderator),
      ),
    ).toBe(8002);
    const member = await t.loginAs('test001', 'test1234');
    expect(
      await code(
        consoleCall(t.app, consoleMemberSearch, { query: 'desk01', field: 'any', pageNum: 1, pageSize: 10 }, member),
      ),
    ).toBe(8001);
    expect(await code(consoleCall(t.app, consoleMemberProfile, { memberId: deskId }))).toBe(8001);
  });

  it('lets finance read but not lock or end sessions', async () => {
    expect((await consoleOk(t.app, consoleMemberProfile, { memberId: deskId }, finance)).username).toBe('desk01');
    expect(
      await code(
        consoleCall(t.app, consoleMemberSetLock, { memberId: deskId, locked: true, reason: '财务试锁' }, finance),
      ),
    ).toBe(8002);
    expect(
      await code(consoleCall(t.app, consoleMemberEndSessions, { memberId: deskId, reason: '财务试踢' }, finance)),
    ).toBe(8002);
    expect(await code(consoleCall(t.app, consoleMemberAddNote, { memberId: deskId, text: '财务备注' }, finance))).toBe(
      8002,
    );
  });
});

describe('the members desk: search and profile', () => {
  it('finds a member by id, name prefix, whole phone, phone ending, e-mail and its ending; masked', async () => {
    const byPhone = await search('13955550101', 'phone');
    expect(byPhone.list.map((row) => row.username)).toEqual(['desk01']);
    expect(byPhone.list[0]).toMatchObject({
      phoneMasked: '139****0101',
      emailMasked: 'de***@example.com',
      status: 'active',
    });
    expect((await search('50101')).list.map((row) => row.username)).toContain('desk01');
    expect((await search(String(deskId), 'id')).list.map((row) => row.id)).toEqual([deskId]);
    expect((await search('DESK0', 'name')).list.map((row) => row.username)).toContain('desk01');
    expect((await search('desk01@example.com', 'email')).list.map((row) => row.username)).toEqual(['desk01']);
    expect((await search('@example.com', 'email')).total).toBeGreaterThan(1);
    // A middle part of a phone is no match: only the whole number or its ending.
    expect((await search('955550', 'phone')).total).toBe(0);
    expect(
      await code(
        consoleCall(t.app, consoleMemberSearch, { query: '   ', field: 'any', pageNum: 1, pageSize: 10 }, support),
      ),
    ).toBe(6007);
  });

  it('shows the profile masked with the balances, and audits a reveal', async () => {
    const profile = await consoleOk(t.app, consoleMemberProfile, { memberId: deskId }, support);
    expect(profile).toMatchObject({
      username: 'desk01',
      realNameMasked: '李*',
      phoneMasked: '139****0101',
      balances: { center: 850, locked: 0 },
    });
    expect(JSON.stringify(profile)).not.toContain('13955550101');
    const revealed = await consoleOk(t.app, consoleMemberReveal, { memberId: deskId, field: 'phone' }, support);
    expect(revealed).toEqual({ field: 'phone', value: '13955550101' });
    expect((await auditOf(deskId)).find((row) => row.action === 'member.reveal')).toMatchObject({
      operatorName: 'support',
      after: { field: 'phone' },
    });
    expect(await code(consoleCall(t.app, consoleMemberProfile, { memberId: 99_999_999 }, support))).toBe(6004);
  });
});

describe('the members desk: ledger', () => {
  it('pages the ledger newest first with the credits and debits of the whole filter', async () => {
    const first = await consoleOk(
      t.app,
      consoleMemberLedger,
      { memberId: deskId, currency: 'CNY', pageNum: 1, pageSize: 2 },
      support,
    );
    expect(first).toMatchObject({ total: 3, credits: 888, debits: 38 });
    expect(first.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['adjust', -38, 850],
      ['bonus', 88, 888],
    ]);
    const second = await consoleOk(
      t.app,
      consoleMemberLedger,
      { memberId: deskId, currency: 'CNY', pageNum: 2, pageSize: 2 },
      support,
    );
    expect(second.list.map((row) => row.kind)).toEqual(['opening']);
    const bonuses = await consoleOk(
      t.app,
      consoleMemberLedger,
      { memberId: deskId, currency: 'CNY', kind: 'bonus', pageNum: 1, pageSize: 10 },
      support,
    );
    expect(bonuses).toMatchObject({ total: 1, credits: 88, debits: 0 });
  });
});

describe('the members desk: sessions and lock', () => {
  it('ends one session, then all: the member token answers 6001', async () => {
    const one = await t.loginAs(DESK_MEMBER.username, DESK_MEMBER.password);
    const two = await t.loginAs(DESK_MEMBER.username, DESK_MEMBER.password);
    const sessions = (await consoleOk(t.app, consoleMemberSessions, { memberId: deskId }, support)).list;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const newest = sessions[0]!;
    expect(
      await consoleOk(
        t.app,
        consoleMemberEndSessions,
        { memberId: deskId, sessionId: newest.id, reason: '会员要求下线' },
        support,
      ),
    ).toEqual({ ended: 1 });
    expect(await code(t.call(getBalance, { withLockMoney: true }, { token: two }))).toBe(6001);
    expect(await code(t.call(getBalance, { withLockMoney: true }, { token: one }))).toBe(6000);
    expect(
      await code(
        consoleCall(
          t.app,
          consoleMemberEndSessions,
          { memberId: deskId, sessionId: newest.id, reason: '再次结束' },
          support,
        ),
      ),
    ).toBe(6004);
    const all = await consoleOk(t.app, consoleMemberEndSessions, { memberId: deskId, reason: '账户异常' }, support);
    expect(all.ended).toBeGreaterThanOrEqual(1);
    expect(await code(t.call(getBalance, { withLockMoney: true }, { token: one }))).toBe(6001);
    const rows = (await auditOf(deskId)).filter((row) => row.action === 'member.session_end');
    expect(rows.map((row) => row.reason)).toEqual(['账户异常', '会员要求下线']);
  });

  it('locks with a reason: login answers 6030 and the sessions end; unlock restores the login', async () => {
    const token = await t.loginAs(DESK_MEMBER.username, DESK_MEMBER.password);
    expect(
      await code(consoleCall(t.app, consoleMemberSetLock, { memberId: deskId, locked: true, reason: ' ' }, support)),
    ).toBe(6007);
    const locked = await consoleOk(
      t.app,
      consoleMemberSetLock,
      { memberId: deskId, locked: true, reason: '疑似盗号' },
      support,
    );
    expect(locked).toMatchObject({ status: 'frozen', liveSessions: 0 });
    expect(await code(t.call(getBalance, { withLockMoney: true }, { token }))).toBe(6001);
    await expect(t.loginAs(DESK_MEMBER.username, DESK_MEMBER.password)).rejects.toThrow(/6030.*请联系客服处理/);
    // Locking again changes nothing and writes no second row.
    await consoleOk(t.app, consoleMemberSetLock, { memberId: deskId, locked: true, reason: '重复锁定' }, admin);
    const unlocked = await consoleOk(
      t.app,
      consoleMemberSetLock,
      { memberId: deskId, locked: false, reason: '核实本人' },
      admin,
    );
    expect(unlocked.status).toBe('active');
    await expect(t.loginAs(DESK_MEMBER.username, DESK_MEMBER.password)).resolves.toEqual(expect.any(String));
    const rows = (await auditOf(deskId)).filter(
      (row) => row.action === 'member.lock' || row.action === 'member.unlock',
    );
    expect(
      rows.map((row) => [
        row.action,
        row.operatorName,
        row.reason,
        row.before,
        (row.after as { status: string }).status,
      ]),
    ).toEqual([
      ['member.unlock', 'admin', '核实本人', { status: 'frozen' }, 'active'],
      ['member.lock', 'support', '疑似盗号', { status: 'active' }, 'frozen'],
    ]);
  });
});
