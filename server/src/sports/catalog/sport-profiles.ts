import type { MatchSport } from 'shared/contract';

/**
 * goals: football, virtual football, ice hockey (low scores, Poisson); basketball: quarters and a
 * clock counting down; baseball: innings; sets: tennis, volleyball, table tennis and snooker, won in sets
 * (frames) of games (points).
 */
export type SportFamily = 'goals' | 'basketball' | 'baseball' | 'sets';

export interface SportProfile {
  family: SportFamily;
  /** 1X2 with a draw (football, ice hockey in regulation) instead of a two-way winner. */
  threeWay: boolean;
  /** Half-time handicap, total and 1X2 (HR/HOU/HM, in play HRE/HROU/HRM). */
  halfPlays: boolean;
  /** Odd/even of the total. */
  oddEven: boolean;
  /** In-play handicaps count only what is scored after the bet: the Asian football convention. */
  handicapFromBetScore: boolean;
  /** Live matches the book keeps under way at once. */
  liveTarget: number;
  /** Game time runs this many times faster than the book's clock: a virtual match lasts minutes. */
  pace: number;
  /** Goal sports: periods, their minutes and the break between them (game minutes). */
  periods?: { count: number; minutes: number; breakMinutes: number };
  /** Set sports: the games (points) that win a set, the deciding set's target, and game seconds per unit. */
  sets?: { target: number; finalTarget: number; winBy: number; unitSeconds: number };
}

export const SPORT_PROFILES: Readonly<Record<MatchSport, SportProfile>> = {
  FT: {
    family: 'goals',
    threeWay: true,
    halfPlays: true,
    oddEven: true,
    handicapFromBetScore: true,
    liveTarget: 8,
    pace: 1,
    periods: { count: 2, minutes: 45, breakMinutes: 15 },
  },
  VF: {
    family: 'goals',
    threeWay: true,
    halfPlays: false,
    oddEven: true,
    handicapFromBetScore: true,
    liveTarget: 3,
    pace: 20,
    periods: { count: 2, minutes: 45, breakMinutes: 5 },
  },
  OP: {
    family: 'goals',
    threeWay: true,
    halfPlays: false,
    oddEven: true,
    handicapFromBetScore: false,
    liveTarget: 2,
    pace: 1,
    periods: { count: 3, minutes: 20, breakMinutes: 15 },
  },
  BK: {
    family: 'basketball',
    threeWay: false,
    halfPlays: false,
    oddEven: true,
    handicapFromBetScore: false,
    liveTarget: 4,
    pace: 1,
  },
  BS: {
    family: 'baseball',
    threeWay: false,
    halfPlays: false,
    oddEven: true,
    handicapFromBetScore: false,
    liveTarget: 2,
    pace: 1,
  },
  TN: {
    family: 'sets',
    threeWay: false,
    halfPlays: false,
    oddEven: false,
    handicapFromBetScore: false,
    liveTarget: 3,
    pace: 1,
    sets: { target: 6, finalTarget: 6, winBy: 2, unitSeconds: 240 },
  },
  VB: {
    family: 'sets',
    threeWay: false,
    halfPlays: false,
    oddEven: false,
    handicapFromBetScore: false,
    liveTarget: 2,
    pace: 1,
    sets: { target: 25, finalTarget: 15, winBy: 2, unitSeconds: 30 },
  },
  TT: {
    family: 'sets',
    threeWay: false,
    halfPlays: false,
    oddEven: false,
    handicapFromBetScore: false,
    liveTarget: 3,
    pace: 1,
    sets: { target: 11, finalTarget: 11, winBy: 2, unitSeconds: 15 },
  },
  // Snooker: a "unit" is a frame's scoring visit; a frame is won on points (see engine/progress-sets.ts).
  SK: {
    family: 'sets',
    threeWay: false,
    halfPlays: false,
    oddEven: false,
    handicapFromBetScore: false,
    liveTarget: 2,
    pace: 1,
    sets: { target: 1, finalTarget: 1, winBy: 1, unitSeconds: 90 },
  },
};

export function profileOf(sport: MatchSport): SportProfile {
  return SPORT_PROFILES[sport];
}
