import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { callSports } from '../../api/sports-resource';
import { applyBetBalance } from './apply-bet-balance';
import { dispatchSlipAtom, slipOutcomeAtom, slipStateAtom } from './slip-atoms';
import { outcomeOf } from './ticket-outcome';

/** SPEC §4: a delayed bet is asked about every second until it is accepted or rejected. */
export const TICKET_POLL_MS = 1_000;
/** ticketStatus takes at most 20 ids per call. */
const MAX_IDS_PER_CALL = 20;

/**
 * Polls the tickets in delay while the slip is shown (a hidden tab pauses it; the ids are persisted,
 * so a reload resumes it). Resolved tickets leave the pending list and show their outcome; a
 * ticket the server no longer knows stops blocking the slip. Returns whether the last poll failed.
 */
export function useTicketPolling(): boolean {
  const store = useStore();
  const pending = useAtomValue(slipStateAtom).pendingTickets;
  const [failed, setFailed] = useState(false);
  const ids = pending.slice(0, MAX_IDS_PER_CALL).join(',');

  useEffect(() => {
    if (ids === '') return;
    const ticketIds = ids.split(',');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      try {
        const answer = await callSports('ticketStatus', { ticketIds });
        if (stopped) return;
        setFailed(false);
        const known = new Map(answer.tickets.map((ticket) => [ticket.ticket_id, ticket]));
        const resolved = answer.tickets.filter((ticket) => ticketIds.includes(ticket.ticket_id) && ticket.status !== 'delay');
        const gone = ticketIds.filter((id) => !known.has(id));
        if (resolved.length > 0 || gone.length > 0) {
          store.set(dispatchSlipAtom, { type: 'ticketsResolved', ticketIds: [...resolved.map((ticket) => ticket.ticket_id), ...gone] });
          applyBetBalance(store, answer.balance);
          const outcome = outcomeOf(resolved);
          if (outcome) store.set(slipOutcomeAtom, outcome);
          // The pending list changed: the effect runs again for what is left.
          return;
        }
      } catch (error) {
        if (stopped) return;
        console.warn('[slip] ticket status poll failed', error);
        setFailed(true);
      }
      timer = setTimeout(() => void poll(), TICKET_POLL_MS);
    };

    timer = setTimeout(() => void poll(), TICKET_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ids, store]);

  return failed && pending.length > 0;
}
