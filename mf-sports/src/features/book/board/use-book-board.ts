import { useMemo, useRef } from 'react';
import type { Outright, SportMatch } from 'shared/contract';
import { useSports } from '../../../api/use-sports';
import { isChampionMarket, requestSport, type BookFilter } from '../book-filter';
import { feedPriceStoreFromBoard } from './board-snapshots';
import { keepUnchangedMatches } from './keep-unchanged-matches';

/** SPEC-free choice: a snapshot a minute old is refreshed even when the feed is quiet (new fixtures appear). */
export const BOARD_REFRESH_MS = 60_000;

/** A request carries at most this many leagues (the contract's limit); more are filtered in the page. */
const MAX_REQUEST_LEAGUES = 50;

export interface BoardState {
  status: 'loading' | 'success' | 'error';
  matches: readonly SportMatch[];
  outrights: readonly Outright[];
  /** The Chinese message of the failure shown. */
  error: string | null;
}

const NONE: readonly never[] = [];

/**
 * The match (or outright) snapshot of the chosen market, sport, leagues and day, read through
 * useEndpoint: on every change of those, every minute while the tab is visible (paused while it is
 * hidden, refreshed when the player comes back) and whenever the feed asks for a resync (`reload`,
 * quiet). The price store is fed from each read (board-snapshots). A new choice clears the list
 * until its answer; a refresh keeps the list, and a failed one keeps it too.
 */
export function useBookBoard(filter: BookFilter): BoardState & { reload: () => void } {
  feedPriceStoreFromBoard();
  const { market, date } = filter;
  const sport = requestSport(filter);
  const leagueIds = filter.leagueIds.length <= MAX_REQUEST_LEAGUES ? [...filter.leagueIds] : [];
  const champion = isChampionMarket(market);
  // One of the two reads runs; the other's input is never sent.
  const matches = useSports(
    'matches',
    { market: champion ? 'FT' : market, sport, leagueIds, date: market === 'FU' ? date : null },
    { enabled: !champion, poll: BOARD_REFRESH_MS },
  );
  const outrights = useSports(
    'outrights',
    { market: champion ? market : 'FSFT', sport, leagueIds },
    { enabled: champion, poll: BOARD_REFRESH_MS },
  );
  const read = champion ? outrights : matches;

  // While a new choice loads, the last choice's answer stands in: the list shows nothing instead.
  const current = read.status === 'loading' ? undefined : read.data;
  const previous = useRef<readonly SportMatch[]>(NONE);
  const matchList = useMemo(() => {
    const next = champion || matches.status === 'loading' ? NONE : (matches.data?.matches ?? NONE);
    const kept = keepUnchangedMatches(previous.current, next);
    previous.current = kept;
    return kept;
  }, [champion, matches.status, matches.data]);
  const outrightList = champion && current !== undefined ? (outrights.data?.outrights ?? NONE) : NONE;

  return {
    status: read.status,
    matches: matchList,
    outrights: outrightList,
    error: read.status === 'error' ? read.error : null,
    reload: read.refresh,
  };
}
