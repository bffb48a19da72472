import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { SportsResponse } from 'shared/contract';
import { useSports } from '../../../api/use-sports';
import { applyBetBalance } from '../../../lib/bet-balance';
import { dispatchSlipAtom, slipOutcomeAtom, slipStateAtom } from '../slip-atoms';
import { outcomeOf } from './ticket-outcome';

/** SPEC §4: a delayed bet is asked about every second until it is accepted or rejected. */
export const TICKET_POLL_MS = 1_000;
/** ticketStatus takes at most 20 ids per call. */
const MAX_IDS_PER_CALL = 20;

/** Whether the answer still has one of the asked tickets in delay (no answer yet counts as undecided). */
function undecided(ticketIds: readonly string[], answer: SportsResponse<'ticketStatus'> | undefined): boolean {
  if (answer === undefined) return true;
  const asked = answer.tickets.filter((ticket) => ticketIds.includes(ticket.ticket_id));
  return asked.length === ticketIds.length && asked.some((ticket) => ticket.status === 'delay');
}

/**
 * Polls the tickets in delay while the slip is shown (a hidden tab pauses it; the ids are persisted,
 * so a reload resumes it); the poll stops once the answer decides them. Resolved tickets leave the
 * pending list and show their outcome; a ticket the server no longer knows stops blocking the slip.
 * Returns whether the poll is failing with nothing answered yet.
 */
export function useTicketPolling(): boolean {
  const store = useStore();
  const pending = useAtomValue(slipStateAtom).pendingTickets;
  const ticketIds = pending.slice(0, MAX_IDS_PER_CALL);
  const status = useSports(
    'ticketStatus',
    { ticketIds },
    {
      enabled: ticketIds.length > 0,
      poll: (answer) => (undecided(ticketIds, answer) ? TICKET_POLL_MS : false),
    },
  );
  const answer = ticketIds.length > 0 && status.status === 'success' ? status.data : undefined;

  useEffect(() => {
    if (answer === undefined) return;
    const asked = store.get(slipStateAtom).pendingTickets.slice(0, MAX_IDS_PER_CALL);
    const known = new Set(answer.tickets.map((ticket) => ticket.ticket_id));
    const resolved = answer.tickets.filter((ticket) => asked.includes(ticket.ticket_id) && ticket.status !== 'delay');
    const gone = asked.filter((id) => !known.has(id));
    if (resolved.length === 0 && gone.length === 0) return;
    // The pending list changes: the query asks again for what is left, if anything.
    store.set(dispatchSlipAtom, {
      type: 'ticketsResolved',
      ticketIds: [...resolved.map((ticket) => ticket.ticket_id), ...gone],
    });
    applyBetBalance(store, answer.balance);
    const outcome = outcomeOf(resolved);
    if (outcome) store.set(slipOutcomeAtom, outcome);
  }, [answer, store]);

  const failure = ticketIds.length > 0 && status.status === 'error' ? status.error : null;
  useEffect(() => {
    if (failure !== null) console.warn('[slip] ticket status poll failed', failure);
  }, [failure]);
  return failure !== null;
}
