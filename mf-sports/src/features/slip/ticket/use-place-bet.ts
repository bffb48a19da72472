import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError, newRequestId } from 'shared/api';
import { ResponseCode, type SportsResponse } from 'shared/contract';
import { oddsFormatAtom } from 'shared/state';
import { callSports } from '../../../api/sports-resource';
import { selectionKey } from '../../../lib/selection';
import { slipBlocker } from '../limits/slip-placeable';
import { placeBetRequest } from './slip-request';
import type { StakeLimits } from '../stake/stake';
import { NAMESPACE } from '../../../setup';
import { showBetBalance } from '../../../lib/bet-balance';
import { quotesFromOddsChanged } from './reprice-from-error';
import { dispatchSlipAtom, slipNoticeAtom, slipOutcomeAtom, slipStateAtom } from '../slip-atoms';
import { outcomeOf } from './ticket-outcome';

/** The answer's outcome is unknown after these: the bet may have been placed. */
function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'business';
}

/**
 * 投注: places the slip through venue/resource. Each attempt has one request id, the server's
 * idempotency key; when the answer is lost (network error, timeout, a malformed answer, a reload
 * mid-call) the id stays in the slip and the next press sends it again, so the server answers the
 * first result instead of placing twice. A server refusal spends the id.
 */
export function usePlaceBet(limits: StakeLimits | null): { place: () => Promise<void>; placing: boolean } {
  const store = useStore();
  const { t } = useTranslation(NAMESPACE);
  const [placing, setPlacing] = useState(false);
  // A ref, not the state: two presses in one frame must not send two calls.
  const running = useRef(false);

  const place = useCallback(async () => {
    const state = store.get(slipStateAtom);
    if (running.current || slipBlocker(state, limits) !== null) return;
    running.current = true;
    setPlacing(true);
    store.set(slipNoticeAtom, null);
    store.set(slipOutcomeAtom, null);
    const requestId = state.openRequestId ?? newRequestId();
    const request = placeBetRequest(state, store.get(oddsFormatAtom) ?? 'H');
    store.set(dispatchSlipAtom, { type: 'attemptStarted', requestId });
    try {
      const answer = await callSports('placeBet', request, { requestId });
      settlePlaced(
        answer,
        request.selections.map((s) => selectionKey(s.gameId, s.w, s.r)),
      );
    } catch (error) {
      if (outcomeUnknown(error)) {
        const message = errorMessage(error, t('slip.placeFailed')).replace(/[。.!！]+$/, '');
        store.set(slipNoticeAtom, { tone: 'error', text: t('slip.unknownOutcome', { message }) });
      } else {
        store.set(dispatchSlipAtom, { type: 'attemptSettled' });
        const quotes =
          isApiError(error) && error.code === ResponseCode.ODDS_CHANGED ? quotesFromOddsChanged(error.data) : null;
        if (quotes) store.set(dispatchSlipAtom, { type: 'repriced', quotes });
        store.set(slipNoticeAtom, { tone: 'error', text: errorMessage(error, t('slip.placeFailed')) });
      }
    } finally {
      running.current = false;
      setPlacing(false);
    }

    function settlePlaced(answer: SportsResponse<'placeBet'>, sentKeys: string[]) {
      // The answer may be the first result of this request id, for an earlier slip: clear what it placed.
      const placedKeys = new Set(
        answer.tickets.flatMap((ticket) => ticket.legs.map((leg) => selectionKey(leg.gameId, leg.w, leg.r))),
      );
      const matched = sentKeys.filter((key) => placedKeys.has(key));
      store.set(dispatchSlipAtom, {
        type: 'placed',
        keys: matched.length > 0 ? [...placedKeys] : sentKeys,
        pendingTickets: answer.tickets.filter((ticket) => ticket.status === 'delay').map((ticket) => ticket.ticket_id),
      });
      // The call itself (a money call) has made every money figure refetch: the answer's balance shows meanwhile.
      showBetBalance(store, answer.balance);
      store.set(slipOutcomeAtom, outcomeOf(answer.tickets));
    }
  }, [limits, store, t]);

  return { place, placing };
}
