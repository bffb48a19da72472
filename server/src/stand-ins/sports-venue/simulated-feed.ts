import type { SportsFeed, SportsFeedProvider } from '../../outside-world/sports-feed-provider';
import type { LiveOutright } from '../../sports/model/outright';
import { hashSeed, seededRandom } from '../../sports/random';
import { LiveEngine } from './engine/live-engine';
import { priceMarkets } from './pricing/price-markets';
import { BookFiller } from './schedule/book-filler';

/**
 * The simulated sports venue's feed: seeded fixtures (schedule), the live engine that plays them and
 * moves prices (engine, pricing), and outright winners drawn by the chances their prices imply.
 */
export const simulatedSportsFeed: SportsFeed = {
  priceMarkets,
  connect: (book, hub, settings, hooks): SportsFeedProvider => connectSimulatedFeed(book, hub, settings, hooks),
};

function connectSimulatedFeed(...[book, hub, settings, hooks]: Parameters<SportsFeed['connect']>): SportsFeedProvider {
  const random = seededRandom(hashSeed(settings.seed, 'engine'));
  const filler = new BookFiller(book, settings.seed, settings.clockSpeed, random);
  const engine = new LiveEngine(book, hub, filler, random, settings, hooks);
  return {
    get rate() {
      return engine.rate;
    },
    set rate(value: number) {
      engine.rate = value;
    },
    get leading() {
      return engine.leading;
    },
    set leading(value: boolean) {
      engine.leading = value;
    },
    fill: (nowMs, initial) => filler.fill(nowMs, initial),
    tick: (nowMs) => engine.tick(nowMs),
    finishNow: (match, home, away, nowMs) => engine.finishNow(match, home, away, nowMs),
    setPrice: (market, r, odds, nowMs) => engine.setPrice(market, r, odds, nowMs),
    outrightWinner(outright: LiveOutright): string {
      const chances = outright.def.entrants.map((e) => 1 / e.odds);
      let roll = random() * chances.reduce((a, b) => a + b, 0);
      for (const [i, entrant] of outright.def.entrants.entries()) {
        roll -= chances[i] ?? 0;
        if (roll <= 0) return entrant.rtype;
      }
      return outright.def.entrants[0]?.rtype ?? '';
    },
  };
}
