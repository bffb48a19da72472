import { slipSelectionSchema, storedBetSlipSchema, type StoredBetSlip } from 'shared/contract';
import { readItem, removeItem, StorageKey, writeItem } from 'shared/storage';
import type { SlipSelection } from '../../lib/selection';
import { selectionKey } from '../../lib/selection';
import { initialSlipState, type SlipState } from './slip-state';

/** A slip as stored: its state and the member (user id) who built it. */
export interface OwnedSlip {
  owner: string | null;
  state: SlipState;
}

export const emptyOwnedSlip: OwnedSlip = { owner: null, state: initialSlipState };

/** The storage key, for the `storage` event of other tabs. */
export const SLIP_STORAGE_KEY = StorageKey.betSlip;

/**
 * Reads a stored slip back. Anything malformed is discarded safely: unreadable JSON or a foreign
 * shape gives the empty slip (and the entry is removed), a damaged selection is dropped alone. The
 * rules (slip-rules restore) then bring what is left within every limit.
 */
export function parseStoredSlip(raw: string | null): OwnedSlip | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedBetSlipSchema.safeParse(json);
  if (!parsed.success) return null;
  const { version: _version, owner, selections, autoAccept, ...rest } = parsed.data;
  const kept: SlipSelection[] = [];
  for (const item of selections) {
    const selection = slipSelectionSchema.safeParse(item);
    // The key is derived data: a stored one that disagrees would never match a price again.
    if (
      selection.success &&
      selection.data.key === selectionKey(selection.data.betGameId, selection.data.w, selection.data.r)
    )
      kept.push(selection.data);
  }
  // The stored on/off auto-accept of older slips: off is 'ask'. The server's stored policy replaces it at slip open.
  return { owner, state: { ...rest, oddsPolicy: autoAccept ? 'any' : 'ask', selections: kept } };
}

export function readStoredSlip(): OwnedSlip {
  const raw = readItem('betSlip');
  const slip = parseStoredSlip(raw);
  if (raw !== null && slip === null) {
    console.warn('[slip] discarded a malformed stored bet slip');
    removeItem('betSlip');
  }
  return slip ?? emptyOwnedSlip;
}

export function writeStoredSlip({ owner, state }: OwnedSlip): void {
  const { oddsPolicy, ...rest } = state;
  // The stored shape (shared contract) keeps its boolean: only 'ask' is "off".
  const stored: StoredBetSlip = { version: 1, owner, ...rest, autoAccept: oddsPolicy !== 'ask' };
  writeItem('betSlip', JSON.stringify(stored));
}
