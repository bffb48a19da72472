import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMsgId } from 'shared/contract';
import { chatPublisher, relayChat } from '../cluster/chat-relay';
import { InProcessFanOut } from '../cluster/fan-out';
import { fakeChatHub, sentOf } from './fake-chat-hub';
import { ANNOUNCE_JOINS_UP_TO } from './join-announcement';
import { ONLINE_COUNT_INTERVAL_MS } from './online-count-throttle';

const log = { error: () => undefined, info: () => undefined } as never;
const options = { socketsPerAddress: 1_000 };

/** Two processes of one cluster, their chat joined by the relay over an in-memory bus. */
async function twoProcesses() {
  const bus = new InProcessFanOut();
  const a = fakeChatHub({ options, publish: chatPublisher(bus, 'A', log) });
  const b = fakeChatHub({ options, publish: chatPublisher(bus, 'B', log) });
  await relayChat(a.hub, bus, 'A', log);
  await relayChat(b.hub, bus, 'B', log);
  return { a, b };
}

describe('joins across processes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('each process announces a join by its own room’s size, and sends its own count, the last one too', async () => {
    const { a, b } = await twoProcesses();
    // match-42 is crowded on A and small on B.
    const onA = await a.guestIn('match-42', 'a-0');
    for (let i = 1; i <= ANNOUNCE_JOINS_UP_TO; i += 1) await a.guestIn('match-42', `a-${i}`);
    const onB = await b.guestIn('match-42', 'b-0');
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    const marks = { a: onA.fake.sent.length, b: onB.fake.sent.length };

    const late = await a.guestIn('match-42', 'late');
    await a.settle();
    const name = sentOf(late.fake, ChatMsgId.GUEST_LOGIN)[0]?.msgData?.name;
    expect(sentOf(onA.fake, ChatMsgId.JOIN_BROADCAST, marks.a)).toEqual([]);
    expect(sentOf(onB.fake, ChatMsgId.JOIN_BROADCAST, marks.b).map((f) => f.msgData?.name)).toEqual([name]);

    // A's count reaches A's sockets at the end of the second; B counts only its own.
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sentOf(onA.fake, ChatMsgId.ROOM_STATUS_UPDATE, marks.a).at(-1)?.msgData?.online).toBe(
      ANNOUNCE_JOINS_UP_TO + 2,
    );
    expect(sentOf(onB.fake, ChatMsgId.ROOM_STATUS_UPDATE, marks.b)).toEqual([]);

    // The other way round: small on A, crowded on B.
    const smallOnA = await a.guestIn('match-43', 'small-0');
    for (let i = 0; i <= ANNOUNCE_JOINS_UP_TO; i += 1) await b.guestIn('match-43', `crowd-${i}`);
    const crowdOnB = await b.guestIn('match-43', 'crowd-last');
    const since = { a: smallOnA.fake.sent.length, b: crowdOnB.fake.sent.length };
    await a.guestIn('match-43', 'small-1');
    await b.settle();
    expect(sentOf(smallOnA.fake, ChatMsgId.JOIN_BROADCAST, since.a)).toHaveLength(1);
    expect(sentOf(crowdOnB.fake, ChatMsgId.JOIN_BROADCAST, since.b)).toEqual([]);

    await a.hub.close();
    await b.hub.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
