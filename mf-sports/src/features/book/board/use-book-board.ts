import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared/api';
import type { Outright, SportMatch } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { callSports } from '../../../api/sports-resource';
import { priceStore } from '../../feed';
import { isChampionMarket, requestSport, type BookFilter } from '../book-filter';
import { keepUnchangedMatches } from './keep-unchanged-matches';

/** SPEC-free choice: a snapshot a minute old is refreshed even when the feed is quiet (new fixtures appear). */
export const BOARD_REFRESH_MS = 60_000;

/** A request carries at most this many leagues (the contract's limit); more are filtered in the page. */
const MAX_REQUEST_LEAGUES = 50;

export interface BoardState {
  status: 'loading' | 'success' | 'error';
  matches: readonly SportMatch[];
  outrights: readonly Outright[];
  /** The Chinese message of the last failure; the list keeps what it had. */
  error: string | null;
}

const LOADING: BoardState = { status: 'loading', matches: [], outrights: [], error: null };

/**
 * The match (or outright) snapshot of the chosen market, sport, leagues and day: loaded on every
 * change of those, every minute and whenever the feed asks for a resync. One request at a time:
 * a new one aborts the running one, whose answer is ignored; the timer skips while one runs.
 */
export function useBookBoard(filter: BookFilter): BoardState & { reload: () => void } {
  const [state, setState] = useState<BoardState>(LOADING);
  const running = useRef<{ cancel: () => void } | null>(null);
  const filterRef = useRef(filter);
  useEffect(() => {
    filterRef.current = filter;
  }, [filter]);

  const load = useCallback((fresh: boolean) => {
    running.current?.cancel();
    const { market, leagueIds, date } = filterRef.current;
    const sport = requestSport(filterRef.current);
    const controller = new AbortController();
    const requestLeagues = leagueIds.length <= MAX_REQUEST_LEAGUES ? [...leagueIds] : [];
    const champion = isChampionMarket(market);
    let open = true;
    // The store keeps the batches applied while this snapshot travels, until it lands or is given up.
    let snapshotPending = !champion;
    if (snapshotPending) priceStore.beginSnapshot();
    const giveUpSnapshot = () => {
      if (snapshotPending) priceStore.abandonSnapshot();
      snapshotPending = false;
    };
    const finish = () => {
      open = false;
      if (running.current === request) running.current = null;
    };
    const request = {
      cancel: () => {
        if (!open) return;
        finish();
        controller.abort();
        giveUpSnapshot();
      },
    };
    running.current = request;
    if (fresh) setState(LOADING);

    const answer: Promise<BoardState> = isChampionMarket(market)
      ? callSports('outrights', { market, sport, leagueIds: requestLeagues }, { signal: controller.signal }).then(
          ({ outrights }) => {
            priceStore.loadOutrights(outrights);
            return { status: 'success', matches: [], outrights, error: null };
          },
        )
      : callSports('matches', { market, sport, leagueIds: requestLeagues, date: market === 'FU' ? date : null }, { signal: controller.signal }).then(
          ({ matches, feedSeq }) => {
            if (open) {
              snapshotPending = false;
              priceStore.loadSnapshot(matches, feedSeq);
            }
            return { status: 'success', matches, outrights: [], error: null };
          },
        );

    answer.then(
      (next) => {
        if (!open) return;
        finish();
        setState((previous) => ({ ...next, matches: keepUnchangedMatches(previous.matches, next.matches) }));
      },
      (error: unknown) => {
        if (!open) return;
        finish();
        giveUpSnapshot();
        const message = errorMessage(error, i18n.t('sports:book.loadFailed'));
        setState((previous) => ({ ...previous, status: 'error', error: message }));
      },
    );
  }, []);

  const { market, sport, date } = filter;
  const leagueKey = filter.leagueIds.join(',');
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    // A new choice clears the list; the same one again (the kept-alive tab shown again) refreshes behind it.
    const key = `${market}|${sport}|${date ?? ''}|${leagueKey}`;
    load(shownKey.current !== key);
    shownKey.current = key;
  }, [load, market, sport, date, leagueKey]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!running.current) load(false);
    }, BOARD_REFRESH_MS);
    return () => {
      clearInterval(timer);
      running.current?.cancel();
    };
  }, [load]);

  const reload = useCallback(() => load(false), [load]);
  return { ...state, reload };
}
