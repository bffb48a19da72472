import type { Ticket } from 'shared/contract';
import type { SlipOutcome } from '../slip-atoms';

/**
 * What the slip tells after an answer: nothing while any ticket is still in delay (the pending
 * state shows instead), rejected when any ticket was turned down, accepted otherwise.
 */
export function outcomeOf(tickets: readonly Ticket[]): SlipOutcome | null {
  if (tickets.length === 0 || tickets.some((ticket) => ticket.status === 'delay')) return null;
  const rejected = tickets.filter((ticket) => ticket.status === 'rejected');
  return {
    status: rejected.length > 0 ? 'rejected' : 'accepted',
    ticketIds: tickets.map((ticket) => ticket.ticket_id),
    reasons: [
      ...new Set(rejected.map((ticket) => ticket.rejectReason).filter((reason): reason is string => Boolean(reason))),
    ],
  };
}
