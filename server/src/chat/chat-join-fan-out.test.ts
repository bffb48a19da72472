import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMsgId } from 'shared/contract';
import { fakeChatHub, sentOf } from './fake-chat-hub';
import { ANNOUNCE_JOINS_UP_TO } from './join-announcement';
import { ONLINE_COUNT_INTERVAL_MS } from './online-count-throttle';

const RID = 'match-42';
/** Room for every socket of a test on one (empty) address. */
const options = { socketsPerAddress: 1_000 };

describe('what a join sends to the room', () => {
  beforeEach(() => {
    // setImmediate stays real: the hub's `settle` runs the frame handlers with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a member at most two online counts while 50 join within a second, the last with 51', async () => {
    const { guestIn } = fakeChatHub({ options });
    const first = await guestIn(RID, 'first');
    vi.advanceTimersByTime(2 * ONLINE_COUNT_INTERVAL_MS);
    const mark = first.fake.sent.length;

    let last = first;
    for (let i = 0; i < 50; i += 1) {
      last = await guestIn(RID, `crowd-${i}`);
      vi.advanceTimersByTime(15);
    }
    // The joiner has the count at once, in its join answer.
    expect(sentOf(last.fake, ChatMsgId.JOIN_ROOM)[0]?.msgData?.room.online).toBe(51);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    const counts = sentOf(first.fake, ChatMsgId.ROOM_STATUS_UPDATE, mark);
    expect(counts.length).toBeGreaterThanOrEqual(1);
    expect(counts.length).toBeLessThanOrEqual(2);
    expect(counts.at(-1)?.msgData).toEqual({ rid: RID, title: '红队 vs 蓝队', online: 51 });
    // The last joiner got the final count too.
    expect(sentOf(last.fake, ChatMsgId.ROOM_STATUS_UPDATE).at(-1)?.msgData?.online).toBe(51);

    // Quiet again: no more counts and no timer left running.
    vi.advanceTimersByTime(5 * ONLINE_COUNT_INTERVAL_MS);
    expect(sentOf(first.fake, ChatMsgId.ROOM_STATUS_UPDATE, mark)).toHaveLength(counts.length);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('announces a newcomer in a small room, with the count at once', async () => {
    const { guestIn } = fakeChatHub({ options });
    const first = await guestIn(RID, 'first');
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    const mark = first.fake.sent.length;
    const second = await guestIn(RID, 'second');
    const name = sentOf(second.fake, ChatMsgId.GUEST_LOGIN)[0]?.msgData?.name;
    expect(first.fake.sent.slice(mark).map((f) => f.msgId)).toEqual([
      ChatMsgId.JOIN_BROADCAST,
      ChatMsgId.ROOM_STATUS_UPDATE,
    ]);
    expect(sentOf(first.fake, ChatMsgId.JOIN_BROADCAST, mark)[0]?.msgData).toMatchObject({ rid: RID, name });
    expect(sentOf(first.fake, ChatMsgId.ROOM_STATUS_UPDATE, mark)[0]?.msgData?.online).toBe(2);
    // The joiner is not announced to itself.
    expect(sentOf(second.fake, ChatMsgId.JOIN_BROADCAST)).toEqual([]);
  });

  it(`announces no newcomer once the room is past ${ANNOUNCE_JOINS_UP_TO} people`, async () => {
    const { guestIn } = fakeChatHub({ options });
    const first = await guestIn(RID, 'first');
    for (let i = 1; i < ANNOUNCE_JOINS_UP_TO; i += 1) await guestIn(RID, `crowd-${i}`);
    // Everyone up to the threshold was announced.
    expect(sentOf(first.fake, ChatMsgId.JOIN_BROADCAST)).toHaveLength(ANNOUNCE_JOINS_UP_TO - 1);
    const mark = first.fake.sent.length;
    const late = await guestIn(RID, 'late');
    expect(sentOf(first.fake, ChatMsgId.JOIN_BROADCAST, mark)).toEqual([]);
    expect(sentOf(late.fake, ChatMsgId.JOIN_ROOM)[0]?.msgData?.room.online).toBe(ANNOUNCE_JOINS_UP_TO + 1);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sentOf(first.fake, ChatMsgId.ROOM_STATUS_UPDATE).at(-1)?.msgData?.online).toBe(ANNOUNCE_JOINS_UP_TO + 1);
  });

  it('sends the count of leaves the same way, and nothing once the room is empty', async () => {
    const { hub, guestIn } = fakeChatHub({ options });
    const stays = await guestIn(RID, 'stays');
    const leaving = [];
    for (let i = 0; i < 5; i += 1) leaving.push(await guestIn(RID, `leaving-${i}`));
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    const mark = stays.fake.sent.length;
    for (const guest of leaving) hub.disconnect(guest.connection);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    const counts = sentOf(stays.fake, ChatMsgId.ROOM_STATUS_UPDATE, mark);
    expect(counts.length).toBeLessThanOrEqual(2);
    expect(counts.at(-1)?.msgData?.online).toBe(1);

    // A change still pending when the room empties goes with it.
    const again = await guestIn(RID, 'again');
    hub.disconnect(again.connection);
    expect(vi.getTimerCount()).toBe(1);
    hub.disconnect(stays.connection);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no pending count behind a destroyed room or a closed hub', async () => {
    const { hub, guestIn } = fakeChatHub({ options });
    const first = await guestIn(RID, 'first');
    await guestIn(RID, 'second');
    await hub.operate({ action: 'destroy', rid: RID });
    expect(vi.getTimerCount()).toBe(0);
    const mark = first.fake.sent.length;
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sentOf(first.fake, ChatMsgId.ROOM_STATUS_UPDATE, mark)).toEqual([]);

    const other = await guestIn('match-43', 'other');
    await guestIn('match-43', 'another');
    expect(vi.getTimerCount()).toBe(1);
    const before = other.fake.sent.length;
    await hub.close();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sentOf(other.fake, ChatMsgId.ROOM_STATUS_UPDATE, before)).toEqual([]);
  });
});
