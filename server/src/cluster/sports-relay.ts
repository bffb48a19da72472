import type { FastifyBaseLogger } from 'fastify';
import type { FeedBatch } from '../sports/feed/feed-hub';
import type { Fixture } from '../sports/model/fixture';
import type { LiveMatch } from '../sports/model/live-match';
import type { Market } from '../sports/model/market';
import type { MatchState } from '../sports/model/match-state';
import type { SportsVenue } from '../sports/sports-venue';
import type { FanOut } from './fan-out';
import type { Leadership } from './leadership';

export const FEED_CHANNEL = 'platform:sports-feed';
/** How often the leader takes up in-play bets left in delay by a process that died before deciding them. */
export const STRANDED_DELAYS_EVERY_MS = 5_000;

/** A match as the publishing process holds it after the batch: enough for another process's book to match it. */
interface MirroredMatch {
  fixture: Fixture;
  state: MatchState;
  markets: Market[] | null;
  sent: Record<string, string | number | boolean>;
  clockSentAt: number;
}

interface FeedEnvelope {
  node: string;
  batch: FeedBatch;
  mirror: MirroredMatch[];
}

/** The matches a batch touched, found in the publishing process's book. */
function touchedMatches(venue: SportsVenue, batch: FeedBatch): LiveMatch[] {
  const touched = new Map<string, LiveMatch>();
  const add = (id: string): void => {
    const match = venue.book.findMatch(id);
    if (match !== undefined) touched.set(match.fixture.gameId, match);
  };
  for (const change of batch.odds) add(change[0]);
  for (const change of batch.matches) add(change.gameId);
  return [...touched.values()];
}

/**
 * The sports feed across processes: the leader's engine flushes a batch once, it goes out through
 * the fan-out with the touched matches' state and prices, and every process (the leader too) sends
 * it to its own clients. The others copy the state and prices into their book, so bets placed there
 * are priced as the feed showed them, and a follower that becomes leader plays on from there.
 */
export async function relaySportsFeed(
  venue: SportsVenue,
  fanOut: FanOut,
  leadership: Leadership,
  node: string,
  log: FastifyBaseLogger,
): Promise<() => void> {
  venue.engine.leading = leadership.leading;
  leadership.onChange((leading) => {
    venue.engine.leading = leading;
    log.info(
      { node, leading },
      leading ? 'this process now runs the live sports engine' : 'this process no longer runs the live sports engine',
    );
  });
  venue.hub.relay = (batch) => {
    const envelope: FeedEnvelope = {
      node,
      batch,
      mirror: touchedMatches(venue, batch).map((m) => ({
        fixture: m.fixture,
        state: m.state,
        markets: m.markets,
        sent: m.sent,
        clockSentAt: m.clockSentAt,
      })),
    };
    fanOut
      .publish(FEED_CHANNEL, JSON.stringify(envelope))
      .catch((error: unknown) => log.error({ err: error }, 'publishing a sports feed batch failed'));
  };
  // Deciding a delayed ticket locks its row and checks it is still in delay, so two processes never decide one twice.
  const adopt = setInterval(() => {
    if (leadership.leading)
      venue.delays.load().catch((error: unknown) => log.error({ err: error }, 'taking up delayed sports bets failed'));
  }, STRANDED_DELAYS_EVERY_MS);
  adopt.unref();
  const unsubscribe = await fanOut.subscribe(FEED_CHANNEL, (text) => {
    try {
      const envelope = JSON.parse(text) as FeedEnvelope;
      if (envelope.node !== node) applyMirror(venue, envelope);
      venue.hub.deliver(envelope.batch);
    } catch (error) {
      log.error({ err: error }, 'a sports feed batch from another process could not be applied');
    }
  });
  return () => {
    clearInterval(adopt);
    unsubscribe();
  };
}

function applyMirror(venue: SportsVenue, envelope: FeedEnvelope): void {
  const { book } = venue;
  for (const copy of envelope.mirror) {
    const mine = book.matches.get(copy.fixture.gameId);
    if (mine === undefined) {
      if (book.isRetired(copy.fixture.gameId)) continue;
      book.add({
        fixture: copy.fixture,
        state: copy.state,
        markets: copy.markets,
        persisted: false,
        sent: copy.sent,
        clockSentAt: copy.clockSentAt,
      });
      continue;
    }
    mine.state = copy.state;
    mine.markets = copy.markets;
    mine.sent = copy.sent;
    mine.clockSentAt = copy.clockSentAt;
  }
  for (const gameId of envelope.batch.ended) book.retire(gameId);
}
