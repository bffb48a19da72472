import { gameTicketSchema } from 'shared/contract';

export interface HostPageQuery {
  /** The venue code, upper case as the server names venues. */
  venue: string;
  ticket: string;
}

const VENUE_CODE = /^[A-Za-z0-9_]{1,20}$/;

/** The host page's query (?venue=&ticket=), or null when either is missing or malformed. */
export function readHostPageQuery(params: URLSearchParams): HostPageQuery | null {
  const venue = params.get('venue') ?? '';
  const ticket = params.get('ticket') ?? '';
  if (!VENUE_CODE.test(venue) || !gameTicketSchema.safeParse(ticket).success) return null;
  return { venue: venue.toUpperCase(), ticket };
}

/** The origin of an http(s) address, or null: only such addresses are framed. */
export function webOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * A frame's "my balance changed" note: `{ type: 'venue-balance' }` posted by the framed game itself.
 * Anything from another origin (another frame, an extension, a page that framed us) is ignored.
 */
export function isVenueBalanceMessage(event: Pick<MessageEvent, 'origin' | 'data'>, frameOrigin: string): boolean {
  if (event.origin !== frameOrigin) return false;
  const data: unknown = event.data;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'venue-balance';
}
