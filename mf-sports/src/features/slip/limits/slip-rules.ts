import type { BetMode, OddsPolicy } from 'shared/contract';
import { BET_SLIP_MAX, checkAddSelection, type RuleResult } from 'shared/validation';
import type { SlipSelection } from '../../../lib/selection';
import type { LiveQuote, PriceQuote, SlipState } from '../slip-state';

/** Everything that changes the slip; the reducer below is the only place its rules live. */
export type SlipAction =
  | { type: 'pick'; selection: SlipSelection }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'setMode'; mode: BetMode }
  /** A price from the live book for a selection in the slip. */
  | { type: 'quote'; key: string; quote: LiveQuote }
  /** The server's current prices after a 7102 answer: always shown for acceptance. */
  | { type: 'repriced'; quotes: ReadonlyArray<{ key: string; quote: PriceQuote }> }
  | { type: 'acceptChanges' }
  | { type: 'setOddsPolicy'; policy: OddsPolicy }
  | { type: 'setStake'; stake: string }
  | { type: 'attemptStarted'; requestId: string }
  /** The server answered the attempt (accepted or refused): its request id is spent. */
  | { type: 'attemptSettled' }
  | { type: 'placed'; keys: readonly string[]; pendingTickets: readonly string[] }
  | { type: 'ticketsResolved'; ticketIds: readonly string[] }
  /** Stored or synchronised state from outside: checked against every rule before it is used. */
  | { type: 'restore'; state: SlipState };

/**
 * Why a pick is refused, or null (SPEC §5): a bet in delay refuses any new selection
 * (当前还有订单正在确认中，请稍等); multiple and series stop at 10 (投注项数量已达上限). Picking an odd that is
 * already in the slip removes it and is never refused; neither is a pick that replaces another.
 */
export function pickRefusal(state: SlipState, selection: SlipSelection): RuleResult {
  if (state.selections.some((s) => s.key === selection.key)) return null;
  return checkAddSelection({
    selections: keptBeside(state, selection).length,
    accumulating: state.mode !== 'single',
    pending: state.pendingTickets.length > 0,
  });
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'pick':
      return pick(state, action.selection);
    case 'remove':
      return state.selections.some((s) => s.key === action.key)
        ? withSelections(
            state,
            state.selections.filter((s) => s.key !== action.key),
          )
        : state;
    case 'clear':
      return state.selections.length === 0 ? state : withSelections(state, []);
    case 'setMode':
      // Single is "multiple off": leaving multiple or series for it keeps only the last selection.
      if (action.mode === state.mode) return state;
      return withSelections(
        { ...state, mode: action.mode },
        action.mode === 'single' ? state.selections.slice(-1) : state.selections,
      );
    case 'quote':
      return quote(state, action.key, action.quote);
    case 'repriced':
      return repriced(state, action.quotes);
    case 'acceptChanges':
      return acceptChanges(state);
    case 'setOddsPolicy':
      if (action.policy === state.oddsPolicy) return state;
      // Choosing 'any' accepts what was waiting, like it would have accepted it then.
      return action.policy === 'any'
        ? acceptChanges({ ...state, oddsPolicy: 'any' })
        : { ...state, oddsPolicy: action.policy };
    case 'setStake':
      return action.stake === state.stake ? state : { ...state, stake: action.stake };
    case 'attemptStarted':
      return { ...state, openRequestId: action.requestId };
    case 'attemptSettled':
      return state.openRequestId === null ? state : { ...state, openRequestId: null };
    case 'placed': {
      const placed = new Set(action.keys);
      const left = state.selections.filter((s) => !placed.has(s.key));
      const pendingTickets = [...new Set([...state.pendingTickets, ...action.pendingTickets])];
      // An empty slip starts the next bet from an empty stake; a partial one keeps it.
      return withSelections(
        { ...state, pendingTickets, openRequestId: null, stake: left.length === 0 ? '' : state.stake },
        left,
      );
    }
    case 'ticketsResolved': {
      const resolved = new Set(action.ticketIds);
      const pendingTickets = state.pendingTickets.filter((id) => !resolved.has(id));
      return pendingTickets.length === state.pendingTickets.length ? state : { ...state, pendingTickets };
    }
    case 'restore':
      return normalise(action.state);
  }
}

/** What stays beside a new selection (before the 10 limit is checked). */
function keptBeside(state: SlipState, selection: SlipSelection): SlipSelection[] {
  if (state.mode === 'single') return [];
  // A champion selection clears the others and vice versa.
  const sameKind = state.selections.filter((s) => s.champion === selection.champion);
  // Multiple: a selection from the same match replaces the earlier one. Series keeps both and marks them.
  return state.mode === 'multiple' ? sameKind.filter((s) => s.matchId !== selection.matchId) : sameKind;
}

function pick(state: SlipState, selection: SlipSelection): SlipState {
  if (state.selections.some((s) => s.key === selection.key)) {
    return withSelections(
      state,
      state.selections.filter((s) => s.key !== selection.key),
    );
  }
  if (pickRefusal(state, selection) !== null) return state;
  return withSelections(state, [...keptBeside(state, selection), { ...selection, isInvalid: false }]);
}

/** Sets the list, marks series conflicts and forgets price changes of selections that left. */
function withSelections(state: SlipState, list: readonly SlipSelection[]): SlipState {
  const selections = markInvalid(list, state.mode);
  const keys = new Set(selections.map((s) => s.key));
  const changes = Object.fromEntries(Object.entries(state.changes).filter(([key]) => keys.has(key)));
  return { ...state, selections, changes };
}

/** Series: selections sharing a match are invalid. Other modes carry no marks. */
function markInvalid(list: readonly SlipSelection[], mode: BetMode): SlipSelection[] {
  const perMatch = new Map<string, number>();
  for (const s of list) perMatch.set(s.matchId, (perMatch.get(s.matchId) ?? 0) + 1);
  return list.map((s) => {
    const isInvalid = mode === 'series' && (perMatch.get(s.matchId) ?? 0) > 1;
    return s.isInvalid === isInvalid ? s : { ...s, isInvalid };
  });
}

function samePrice(a: PriceQuote, b: PriceQuote): boolean {
  return a.odds === b.odds && a.ratio === b.ratio;
}

function withoutChange(changes: SlipState['changes'], key: string): SlipState['changes'] {
  if (!(key in changes)) return changes;
  const rest = { ...changes };
  delete rest[key];
  return rest;
}

/** A new price; a new line also rewrites the line inside the pick's text (大 2.5 → 大 2.75). */
function withPrice(selection: SlipSelection, price: PriceQuote): SlipSelection {
  const { ratio } = selection;
  const pick =
    ratio !== null && price.ratio !== null && ratio !== price.ratio && selection.pick.endsWith(ratio)
      ? selection.pick.slice(0, -ratio.length) + price.ratio
      : selection.pick;
  return { ...selection, odds: price.odds, ratio: price.ratio, pick };
}

function replaceAt(list: readonly SlipSelection[], index: number, next: SlipSelection): SlipSelection[] {
  return list.map((s, i) => (i === index ? next : s));
}

/** Whether the policy takes a new price without asking: 'higher' only a rise on the same line. */
function policyTakes(policy: OddsPolicy, current: PriceQuote, live: PriceQuote): boolean {
  if (policy === 'any') return true;
  return policy === 'higher' && current.ratio === live.ratio && live.odds > current.odds;
}

function quote(state: SlipState, key: string, live: LiveQuote): SlipState {
  const index = state.selections.findIndex((s) => s.key === key);
  const current = state.selections[index];
  if (!current) return state;
  const closed = !live.open;
  if (samePrice(current, live) || policyTakes(state.oddsPolicy, current, live)) {
    const next =
      samePrice(current, live) && current.closed === closed ? current : { ...withPrice(current, live), closed };
    if (next === current && !(key in state.changes)) return state;
    return {
      ...state,
      selections: replaceAt(state.selections, index, next),
      changes: withoutChange(state.changes, key),
    };
  }
  // Not taken by the policy: the member keeps the price they saw until they accept the new one.
  const waiting = state.changes[key];
  if (current.closed === closed && waiting && samePrice(waiting, live)) return state;
  return {
    ...state,
    selections:
      current.closed === closed ? state.selections : replaceAt(state.selections, index, { ...current, closed }),
    changes: { ...state.changes, [key]: { odds: live.odds, ratio: live.ratio } },
  };
}

function repriced(state: SlipState, quotes: ReadonlyArray<{ key: string; quote: PriceQuote }>): SlipState {
  let changes = state.changes;
  for (const { key, quote: price } of quotes) {
    const current = state.selections.find((s) => s.key === key);
    if (!current) continue;
    changes = samePrice(current, price)
      ? withoutChange(changes, key)
      : { ...changes, [key]: { odds: price.odds, ratio: price.ratio } };
  }
  return changes === state.changes ? state : { ...state, changes };
}

function acceptChanges(state: SlipState): SlipState {
  if (Object.keys(state.changes).length === 0) return state;
  const selections = state.selections.map((s) => {
    const change = state.changes[s.key];
    return change ? withPrice(s, change) : s;
  });
  return { ...state, selections, changes: {} };
}

/** Brings state from storage (or another tab) back within every rule: nothing inconsistent gets in. */
function normalise(state: SlipState): SlipState {
  const byKey = new Map<string, SlipSelection>();
  for (const s of state.selections) {
    byKey.delete(s.key);
    byKey.set(s.key, s);
  }
  let list = [...byKey.values()];
  const last = list[list.length - 1];
  if (last) list = list.filter((s) => s.champion === last.champion);
  if (state.mode === 'single') list = list.slice(-1);
  if (state.mode === 'multiple')
    list = list.filter((s, i) => !list.slice(i + 1).some((later) => later.matchId === s.matchId));
  list = list.slice(-BET_SLIP_MAX);
  return withSelections({ ...state, pendingTickets: [...new Set(state.pendingTickets)] }, list);
}
