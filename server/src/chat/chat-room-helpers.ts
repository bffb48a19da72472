import { ChatMsgId } from 'shared/contract';
import type { TestApp } from '../testing/test-app';
import { loggedIn, type ChatTestClient } from './chat-test-client';

/**
 * What the room tests repeat over a running test app: logged-in sockets closed after the file, a
 * live match per test (each takes its own room), and a join that must succeed.
 */
export function chatRoomHelpers(app: () => { t: TestApp; url: string }) {
  const open: ChatTestClient[] = [];
  const taken = new Set<string>();
  return {
    /** A logged-in socket, closed by `closeAll`. */
    async as(login: { jwt: string } | { guestKey: string }): Promise<ChatTestClient> {
      const client = await loggedIn(app().url, login);
      open.push(client);
      return client;
    },
    liveMatch(): { gameId: string; title: string } {
      for (const { fixture, state } of app().t.app.sportsVenue.book.matches.values()) {
        if (state.status !== 'live' || taken.has(fixture.gameId)) continue;
        taken.add(fixture.gameId);
        return { gameId: fixture.gameId, title: `${fixture.teamH} vs ${fixture.teamC}` };
      }
      throw new Error('no live match left');
    },
    async joined(client: ChatTestClient, rid: string) {
      const reply = await client.request(ChatMsgId.JOIN_ROOM, { rid });
      if (reply.code !== 6000) throw new Error(`join ${rid} answered ${reply.code} ${reply.msg ?? ''}`);
      return reply;
    },
    closeAll(): void {
      for (const client of open) client.close();
    },
  };
}
