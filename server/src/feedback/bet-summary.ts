import type { Ticket } from 'shared/contract';

/** How the member recognises a ticket in the list: its state in a word. */
const TICKET_STATE: Readonly<Record<Ticket['status'], string>> = {
  delay: '待确认',
  accepted: '未结算',
  rejected: '已拒绝',
  settled: '已结算',
};

interface LegText {
  league: string;
  team_h: string;
  team_c: string;
  /** The outright's title; null for a match. */
  title: string | null;
  pick: string;
  odds: number;
}

function legText(leg: LegText): string {
  const event = leg.title === null ? `${leg.team_h} vs ${leg.team_c}` : leg.title;
  return `${leg.league} ${event}：${leg.pick} @${leg.odds.toFixed(2)}`;
}

/**
 * One line for a sports ticket, e.g. "英超 曼联 vs 切尔西：曼联 @1.95（已结算）"; a parlay names its
 * size and first leg: "3串1 英超 …… 等（未结算）".
 */
export function sportsBetSummary(status: Ticket['status'], legs: readonly LegText[]): string {
  const state = `（${TICKET_STATE[status]}）`;
  const [first] = legs;
  if (first === undefined) return `体育注单${state}`;
  if (legs.length === 1) return `${legText(first)}${state}`;
  return `${legs.length}串1 ${legText(first)} 等${state}`;
}

/** One line for a casino round: the game and what the round showed, e.g. "麻将胡了：🀄🀄🀄 · 三连 ×10". */
export function casinoBetSummary(gameName: string, detail: string): string {
  return detail === '' ? gameName : `${gameName}：${detail}`;
}
