import type { PlayCode } from 'shared/contract';
import { profileOf } from '../../../sports/catalog/sport-profiles';
import { formatLine, halvesOf } from '../../../sports/lines';
import type { Fixture } from '../../../sports/model/fixture';
import type { Market } from '../../../sports/model/market';
import type { MatchState } from '../../../sports/model/match-state';
import { handicapOutcomeOn, moneylineOutcome, oddEvenOutcome, totalOutcomeOn } from '../../../sports/rules/outcomes';
import { liveCodeOf, playInfo, selectionsOf, type PlayKind } from '../../../sports/rules/plays';
import type { Dist } from './distribution';
import { fairOdds, oddsOf, withMargin } from './fair-odds';
import { outlookOf, type Span } from './outlook';

/** The bookmaker's edge: two-way markets carry less than 1X2, in-play a little more than pre-match. */
const MARGIN_TWO_WAY = 0.05;
const MARGIN_THREE_WAY = 0.07;
const LIVE_EXTRA_MARGIN = 0.01;
/** A market whose favourite is this likely is decided: it stays closed until the chances spread again. */
const DECIDED_CHANCE = 0.97;

interface Priced {
  fair: number[];
  ratio: string | null;
  strong: 'H' | 'C' | null;
}

/** The plays a match offers: pre-match codes before kick-off, in-play codes after. */
export function playsOf(fixture: Fixture, live: boolean): PlayCode[] {
  const profile = profileOf(fixture.sport);
  const plays: PlayCode[] = ['R', 'OU', 'M'];
  if (profile.oddEven) plays.push('EO');
  if (profile.halfPlays) plays.push('HR', 'HOU', 'HM');
  return live ? plays.map(liveCodeOf) : plays;
}

/** Prices every play the match offers in its present state (half-time plays only while the first half is not over). */
export function priceMarkets(fixture: Fixture, state: MatchState): Market[] {
  const live = state.status === 'live';
  const outlook = outlookOf(fixture, state);
  const profile = profileOf(fixture.sport);
  const markets: Market[] = [];
  for (const w of playsOf(fixture, live)) {
    const info = playInfo(w);
    const span = info.half ? outlook.half : outlook.full;
    if (span === null) continue;
    const threeWay = info.kind === 'moneyline' && (profile.threeWay || info.half);
    const fromNow = live && info.kind === 'handicap' && profile.handicapFromBetScore;
    const priced = priceOne(info.kind, fixture, span, fromNow, threeWay);
    if (priced === null) continue;
    const margin = (threeWay ? MARGIN_THREE_WAY : MARGIN_TWO_WAY) + (live ? LIVE_EXTRA_MARGIN : 0);
    const chances = withMargin(priced.fair, margin);
    markets.push({
      w,
      betGameId: info.half ? fixture.hgid : fixture.gameId,
      ratio: priced.ratio,
      strong: priced.strong,
      selections: selectionsOf(info.kind, threeWay),
      model: chances,
      chances: [...chances],
      odds: chances.map(oddsOf),
      open: !isDecided(chances),
      pinned: false,
    });
  }
  return markets;
}

function priceOne(kind: PlayKind, fixture: Fixture, span: Span, fromNow: boolean, threeWay: boolean): Priced | null {
  switch (kind) {
    case 'handicap': {
      const dist = fromNow ? span.diffFromNow : span.diff;
      // value: the goals the home side gives (negative: receives).
      const line = bestLine(handicapCandidates(fixture, dist), (value) => {
        const halves = halvesOf(Math.abs(value));
        const strong = value >= 0 ? 'H' : 'C';
        return ['H', 'C'].map((pick) => fairOdds(dist, (d) => handicapOutcomeOn(d, halves, strong, pick)));
      });
      return { fair: line.fair, ratio: formatLine(Math.abs(line.value)), strong: line.value >= 0 ? 'H' : 'C' };
    }
    case 'total': {
      const line = bestLine(totalCandidates(fixture, span.total), (value) => {
        const halves = halvesOf(value);
        return ['O', 'U'].map((pick) => fairOdds(span.total, (t) => totalOutcomeOn(t, halves, pick)));
      });
      return { fair: line.fair, ratio: formatLine(line.value), strong: null };
    }
    case 'moneyline': {
      const picks = threeWay ? ['H', 'N', 'C'] : ['H', 'C'];
      return {
        fair: picks.map((pick) => fairOdds(span.diff, (d) => moneylineOutcome(d, pick, threeWay))),
        ratio: null,
        strong: null,
      };
    }
    case 'oddEven':
      return {
        fair: ['ODD', 'EVEN'].map((pick) => fairOdds(span.total, (t) => oddEvenOutcome(t, pick))),
        ratio: null,
        strong: null,
      };
    case 'outright':
      return null;
  }
}

export function isDecided(chances: readonly number[]): boolean {
  return chances.some((c) => c >= DECIDED_CHANCE);
}

/** The line whose two sides are priced most alike. */
function bestLine(
  candidates: readonly number[],
  evaluate: (value: number) => number[],
): { value: number; fair: number[] } {
  let best: { value: number; fair: number[] } | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const value of candidates) {
    const fair = evaluate(value);
    const gap = Math.abs(Math.log(fair[0] ?? Infinity) - Math.log(fair[1] ?? Infinity));
    if (gap < bestGap) {
      best = { value, fair };
      bestGap = gap;
    }
  }
  const fallback = candidates[0] ?? 0.5;
  return best ?? { value: fallback, fair: evaluate(fallback) };
}

/** Asian quarter lines for football; half lines (no push) elsewhere; around the expected margin. */
function handicapCandidates(fixture: Fixture, dist: Dist): number[] {
  return linesAround(Math.round(median(dist)), profileOf(fixture.sport).handicapFromBetScore);
}

/** Totals above what is already scored. */
function totalCandidates(fixture: Fixture, dist: Dist): number[] {
  const least = (dist[0]?.[0] ?? 0) + 0.5;
  return linesAround(Math.round(median(dist)), profileOf(fixture.sport).handicapFromBetScore).filter(
    (value) => value >= least && value > 0,
  );
}

/** Quarter steps two either side of the centre, or half lines five either side. */
function linesAround(centre: number, quarter: boolean): number[] {
  const out: number[] = [];
  if (quarter) for (let q = (centre - 2) * 4; q <= (centre + 2) * 4; q++) out.push(q / 4);
  else for (let k = centre - 5; k <= centre + 4; k++) out.push(k + 0.5);
  return out;
}

function median(dist: Dist): number {
  let acc = 0;
  for (const [value, p] of dist) {
    acc += p;
    if (acc >= 0.5) return value;
  }
  return dist[dist.length - 1]?.[0] ?? 0;
}
