import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfExclude } from 'shared/contract';
import {
  consoleAuditLog,
  consoleMemberAddNote,
  consoleMemberExtendExclusion,
  consoleMemberNotes,
  consoleMemberProtection,
} from 'shared/contract/console';
import { md5Hex } from 'shared/crypto';
import { DESK_MEMBER } from '../../members/desk/seed-desk-members';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let support: string;
let finance: string;
let admin: string;
let deskId: number;

beforeAll(async () => {
  t = await createTestApp({ testMode: true });
  const tokens = await Promise.all(
    ['support', 'finance', 'admin'].map((name) => consoleLoginAs(t.app, name, new Date())),
  );
  [support, finance, admin] = tokens as [string, string, string];
  deskId = (await t.db.query<{ id: number }>(`select id from members where username = $1`, [DESK_MEMBER.username]))[0]!
    .id;
});
afterAll(async () => {
  await t.close();
});

const code = async (call: Promise<{ envelope: { status_code: number } }>) => (await call).envelope.status_code;
const auditOf = async (memberId: number) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `member:${memberId}` }, admin)).list;

describe('the members desk: player protection', () => {
  it('reads a break and lengthens it, but never shortens or lifts it', async () => {
    const memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'protect03'`))[0]!.id;
    expect(
      await code(
        consoleCall(t.app, consoleMemberExtendExclusion, { memberId, until: null, reason: '无暂停' }, support),
      ),
    ).toBe(8031);
    const token = await t.loginAs('protect03', 'protect1234');
    const { endsAt } = await t.ok(
      selfExclude,
      { kind: 'timeout', duration: '24h', password: md5Hex('protect1234') },
      { token },
    );
    const end = new Date(endsAt!);
    const before = await consoleOk(t.app, consoleMemberProtection, { memberId }, support);
    expect(before.current).toEqual({ kind: 'timeout', endsAt: end.toISOString() });
    expect(before.limits).toHaveLength(6);

    const shorter = new Date(end.getTime() - 60 * 60 * 1000).toISOString();
    const refused = await consoleCall(
      t.app,
      consoleMemberExtendExclusion,
      { memberId, until: shorter, reason: '会员要求提前结束' },
      support,
    );
    expect([refused.envelope.status_code, refused.envelope.message]).toEqual([
      8030,
      '只能延长会员的暂停或自我排除期，不能缩短',
    ]);
    expect(
      await code(
        consoleCall(
          t.app,
          consoleMemberExtendExclusion,
          { memberId, until: end.toISOString(), reason: '同一时间' },
          support,
        ),
      ),
    ).toBe(8030);

    const longer = new Date(end.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const after = await consoleOk(
      t.app,
      consoleMemberExtendExclusion,
      { memberId, until: longer, reason: '家属要求延长' },
      support,
    );
    expect(after.current).toEqual({ kind: 'timeout', endsAt: longer });
    expect(after.exclusions.map((row) => row.endsAt)).toEqual([longer, end.toISOString()]);
    await expect(t.loginAs('protect03', 'protect1234')).rejects.toThrow(/7803/);
    expect((await auditOf(memberId)).map((row) => [row.action, row.reason])).toEqual([
      ['member.exclusion_extend', '家属要求延长'],
    ]);
  });
});

describe('the members desk: notes', () => {
  it('appends notes with their author, newest first, and the table refuses changes', async () => {
    await consoleOk(t.app, consoleMemberAddNote, { memberId: deskId, text: '来电核实身份' }, support);
    await consoleOk(t.app, consoleMemberAddNote, { memberId: deskId, text: '已解除锁定' }, admin);
    const notes = await consoleOk(t.app, consoleMemberNotes, { memberId: deskId, pageNum: 1, pageSize: 10 }, finance);
    expect(notes.list.map((note) => [note.text, note.operatorName])).toEqual([
      ['已解除锁定', 'admin'],
      ['来电核实身份', 'support'],
    ]);
    await expect(t.db.query(`update member_notes set text = '改写' where member_id = $1`, [deskId])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query(`delete from member_notes where member_id = $1`, [deskId])).rejects.toThrow(/append-only/);
    expect((await auditOf(deskId)).filter((row) => row.action === 'member.note')).toHaveLength(2);
    expect(await code(consoleCall(t.app, consoleMemberAddNote, { memberId: deskId, text: '  ' }, support))).toBe(6007);
  });
});
