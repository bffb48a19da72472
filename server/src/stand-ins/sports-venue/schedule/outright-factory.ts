import type { LeagueDef } from '../../../sports/catalog/league';
import type { OutrightDef } from '../../../sports/model/outright';
import { beijingAt, beijingDate } from '../../../time/beijing';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Outright books carry a larger edge than match markets. */
const OUTRIGHT_MARGIN = 0.25;
const INDIVIDUAL_SPORTS = new Set(['TN', 'SK', 'TT']);

function compact(ms: number): string {
  return beijingDate(new Date(ms)).replaceAll('-', '');
}

/** Entrants priced from their rating (list order): `spread` sets how much the favourites stand out. */
function entrants(league: LeagueDef, spread: number): OutrightDef['entrants'] {
  const n = league.teams.length;
  const weights = league.teams.map((_, i) => Math.exp(spread * (1 - i / Math.max(1, n - 1))));
  const sum = weights.reduce((a, b) => a + b, 0);
  return league.teams.map((name, i) => ({
    rtype: `FS${String(i + 1).padStart(2, '0')}`,
    name,
    odds: Math.min(
      501,
      Math.max(1.2, Math.round((1 / (((weights[i] ?? 1) / sum) * (1 + OUTRIGHT_MARGIN))) * 100) / 100),
    ),
  }));
}

/**
 * The season (team sports: closes 31 May 23:00 Beijing) or the tournament (individual sports: closes
 * on the Sunday at least two days ahead, 22:00): the early champion market (FSFU).
 */
export function seasonOutright(league: LeagueDef, nowMs: number): OutrightDef {
  const now = new Date(nowMs);
  let closesMs: number;
  if (INDIVIDUAL_SPORTS.has(league.sport)) {
    const weekday = new Date(nowMs + 8 * 60 * 60 * 1000).getUTCDay();
    let days = (7 - weekday) % 7;
    if (days < 2) days += 7;
    closesMs = beijingAt(now, days, 22).getTime();
  } else {
    const year = Number(beijingDate(now).slice(0, 4));
    const thisYear = beijingAt(new Date(Date.UTC(year, 4, 31, 4)), 0, 23).getTime();
    closesMs =
      thisYear - nowMs > 2 * DAY_MS ? thisYear : beijingAt(new Date(Date.UTC(year + 1, 4, 31, 4)), 0, 23).getTime();
  }
  const title = INDIVIDUAL_SPORTS.has(league.sport)
    ? `${league.name} 冠军`
    : `${beijingDate(new Date(closesMs)).slice(0, 4)} ${league.name} 冠军`;
  return {
    gameId: `FS${league.id}S${compact(closesMs)}`,
    leagueId: league.id,
    league: league.name,
    sport: league.sport,
    title,
    closesMs,
    entrants: entrants(league, 3),
  };
}

const DAILY_TITLES: Readonly<Record<LeagueDef['sport'], string>> = {
  FT: '本轮进球最多球队',
  VF: '本轮进球最多球队',
  OP: '本轮进球最多球队',
  BK: '本轮得分最多球队',
  BS: '本轮得分最多球队',
  VB: '本轮胜局最多球队',
  TN: '今日胜局最多选手',
  SK: '今日胜局最多选手',
  TT: '今日胜局最多选手',
};

/** Today's special, closing at 23:59 Beijing (tomorrow's once today's is about to close): the today champion market (FSFT). */
export function dailyOutright(league: LeagueDef, nowMs: number): OutrightDef {
  const now = new Date(nowMs);
  const today = beijingAt(now, 0, 23, 59).getTime();
  const closesMs = today - nowMs > 10 * 60 * 1000 ? today : beijingAt(now, 1, 23, 59).getTime();
  return {
    gameId: `FS${league.id}D${compact(closesMs)}`,
    leagueId: league.id,
    league: league.name,
    sport: league.sport,
    title: `${league.name} ${DAILY_TITLES[league.sport]}`,
    closesMs,
    entrants: entrants(league, 1.5),
  };
}
