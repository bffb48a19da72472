import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getUnreadForType,
  letterDelete,
  letterList,
  letterOnekeyRead,
  letterRead,
  type UnreadCounts,
} from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let demo: string;
let casino: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true, clock: clock.now });
  [demo, casino] = await Promise.all([t.loginAs('demo888', 'demo1234'), t.loginAs('casino01', 'casino1234')]);
});
afterAll(async () => {
  await t.close();
});

/** demo888 as seeded: demo-v1's letters plus messages-v1's, one unread or more in every category. */
const SEEDED_DEMO_UNREAD: UnreadCounts = {
  brnotice_count: 1,
  bractivity_count: 1,
  brbulletin_count: 1,
  brmatch_count: 1,
  brfd_count: 1,
  notice_count: 2,
  activity_count: 1,
  fd_count: 1,
};

async function letterIdOf(username: string, where: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `select l.id from letters l join members m on m.id = l.member_id where m.username = $1 and ${where} order by l.created_at desc limit 1`,
    [username],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no letter of ${username} where ${where}`);
  return id;
}

/** The counters a call answered are exactly what getUnreadForType says right after. */
async function expectSameAsHeader(token: string, unread: UnreadCounts): Promise<void> {
  expect(unread).toEqual(await t.ok(getUnreadForType, { userSystem: 1 }, { token }));
}

describe('the seeded letters', () => {
  it('give demo888 unread letters in every category', async () => {
    expect(await t.ok(getUnreadForType, { userSystem: 1 }, { token: demo })).toEqual(SEEDED_DEMO_UNREAD);
  });
});

describe('letterList', () => {
  it('pages every letter newest first', async () => {
    const first = await t.ok(letterList, { categories: [], pageNum: 1, pageSize: 10 }, { token: demo });
    const second = await t.ok(letterList, { categories: [], pageNum: 2, pageSize: 10 }, { token: demo });
    expect(first).toMatchObject({ total: 17, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(7);
    const times = [...first.list, ...second.list].map((l) => l.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.list, ...second.list].map((l) => l.id)).size).toBe(17);
    expect(first.list[0]).toMatchObject({ category: 'notice', title: '存款到账通知', read: false });
    expect([...first.list, ...second.list].filter((l) => l.read)).toHaveLength(8);
  });

  it('filters by category', async () => {
    const notices = await t.ok(
      letterList,
      { categories: ['notice', 'brmatch'], pageNum: 1, pageSize: 50 },
      { token: demo },
    );
    expect(notices.total).toBe(6);
    expect(new Set(notices.list.map((l) => l.category))).toEqual(new Set(['notice', 'brmatch']));
  });

  it('shows a member only their own letters', async () => {
    const own = await t.ok(letterList, {}, { token: casino });
    expect(own.total).toBe(3);
    expect(own.list.map((l) => l.title)).toEqual(['欢迎加入', '系统维护通知', '新人首存礼']);
  });
});

describe('letterRead', () => {
  it('marks the letter read and answers the new counters', async () => {
    const id = await letterIdOf('demo888', `l.category = 'notice' and l.read_at is null`);
    const answer = await t.ok(letterRead, { id }, { token: demo });
    expect(answer.letter).toMatchObject({ id, category: 'notice', read: true });
    expect(answer.unread).toEqual({ ...SEEDED_DEMO_UNREAD, notice_count: 1 });
    await expectSameAsHeader(demo, answer.unread);
  });

  it('reads a read letter again without moving anything', async () => {
    const id = await letterIdOf('demo888', `l.category = 'notice' and l.read_at is not null`);
    const [before] = await t.db.query<{ read_at: Date }>('select read_at from letters where id = $1', [id]);
    const answer = await t.ok(letterRead, { id }, { token: demo });
    expect(answer.unread.notice_count).toBe(1);
    const [after] = await t.db.query<{ read_at: Date }>('select read_at from letters where id = $1', [id]);
    expect(after?.read_at.getTime()).toBe(before?.read_at.getTime());
  });

  it('answers 6004 for another member’s letter and leaves it unread', async () => {
    const id = await letterIdOf('casino01', 'l.read_at is null');
    expect((await t.call(letterRead, { id }, { token: demo })).envelope).toMatchObject({
      status_code: 6004,
      data: null,
    });
    expect((await t.ok(getUnreadForType, { userSystem: 1 }, { token: casino })).notice_count).toBe(1);
  });

  it('answers 6004 for an unknown letter', async () => {
    expect((await t.call(letterRead, { id: 999_999 }, { token: demo })).envelope.status_code).toBe(6004);
    // Past the int column's range: still just no such letter.
    expect((await t.call(letterRead, { id: 99_999_999_999 }, { token: demo })).envelope.status_code).toBe(6004);
    expect((await t.ok(letterDelete, { ids: [99_999_999_999] }, { token: demo })).deleted).toBe(0);
  });
});

describe('letterDelete', () => {
  it('deletes only the member’s own letters and answers the new counters', async () => {
    const unreadBrmatch = await letterIdOf('demo888', `l.category = 'brmatch' and l.read_at is null`);
    const readBrfd = await letterIdOf('demo888', `l.category = 'brfd' and l.read_at is not null`);
    const others = await letterIdOf('casino01', 'true');
    const answer = await t.ok(letterDelete, { ids: [unreadBrmatch, readBrfd, others, 999_999] }, { token: demo });
    expect(answer.deleted).toBe(2);
    expect(answer.unread).toEqual({ ...SEEDED_DEMO_UNREAD, notice_count: 1, brmatch_count: 0 });
    await expectSameAsHeader(demo, answer.unread);
    const list = await t.ok(letterList, { categories: [], pageNum: 1, pageSize: 50 }, { token: demo });
    expect(list.total).toBe(15);
    expect(list.list.map((l) => l.id)).not.toContain(unreadBrmatch);
    expect((await t.ok(letterList, {}, { token: casino })).total).toBe(3);
  });

  it('counts nothing when the letters are already deleted, and a deleted letter cannot be read', async () => {
    const [deleted] = await t.db.query<{ id: number }>(
      `select l.id from letters l join members m on m.id = l.member_id where m.username = 'demo888' and l.deleted_at is not null limit 1`,
    );
    const id = deleted?.id ?? 0;
    expect((await t.ok(letterDelete, { ids: [id] }, { token: demo })).deleted).toBe(0);
    expect((await t.call(letterRead, { id }, { token: demo })).envelope.status_code).toBe(6004);
  });
});

describe('letterOnekeyRead', () => {
  it('reads the categories given and leaves the others', async () => {
    const answer = await t.ok(
      letterOnekeyRead,
      { categories: ['brnotice', 'bractivity', 'brbulletin', 'brfd'] },
      { token: demo },
    );
    expect(answer.updated).toBe(4);
    expect(answer.unread).toEqual({
      ...SEEDED_DEMO_UNREAD,
      notice_count: 1,
      brmatch_count: 0,
      brnotice_count: 0,
      bractivity_count: 0,
      brbulletin_count: 0,
      brfd_count: 0,
    });
    await expectSameAsHeader(demo, answer.unread);
  });

  it('reads every category when none is given', async () => {
    const answer = await t.ok(letterOnekeyRead, {}, { token: demo });
    expect(answer.updated).toBe(3);
    expect(Object.values(answer.unread).every((n) => n === 0)).toBe(true);
    await expectSameAsHeader(demo, answer.unread);
    expect((await t.ok(letterList, { pageSize: 50 }, { token: demo })).list.every((l) => l.read)).toBe(true);
    expect((await t.ok(letterOnekeyRead, {}, { token: demo })).updated).toBe(0);
  });

  it('never touches another member’s letters', async () => {
    expect((await t.ok(getUnreadForType, { userSystem: 1 }, { token: casino })).notice_count).toBe(1);
  });
});
