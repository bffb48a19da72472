import { atom, type Atom } from 'jotai';
import { sessionAtom } from 'shared/state';
import { slipReducer, type SlipAction } from './limits/slip-rules';
import { initialSlipState, type SlipState } from './slip-state';
import {
  emptyOwnedSlip,
  parseStoredSlip,
  readStoredSlip,
  SLIP_STORAGE_KEY,
  writeStoredSlip,
  type OwnedSlip,
} from './slip-storage';

function restored(slip: OwnedSlip): OwnedSlip {
  return { owner: slip.owner, state: slipReducer(initialSlipState, { type: 'restore', state: slip.state }) };
}

/** The slip with its owner, as stored; read once when the remote loads, so a reload finds it again. */
const ownedSlipAtom = atom<OwnedSlip>(restored(readStoredSlip()));

// Another browser tab changed the slip: take its version, checked like a reload.
ownedSlipAtom.onMount = (set) => {
  if (typeof window === 'undefined') return;
  const onStorage = (event: StorageEvent) => {
    if (event.key === SLIP_STORAGE_KEY) set(restored(parseStoredSlip(event.newValue) ?? emptyOwnedSlip));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The member's slip: another member's stored slip reads as empty (and is replaced on the first change). */
export const slipStateAtom: Atom<SlipState> = atom((get) => {
  const slip = get(ownedSlipAtom);
  return slip.owner === (get(sessionAtom)?.userId ?? null) ? slip.state : initialSlipState;
});

/** Every change goes through the rules and is written to local storage at once. */
export const dispatchSlipAtom = atom(null, (get, set, action: SlipAction) => {
  const previous = get(slipStateAtom);
  const next = slipReducer(previous, action);
  if (next === previous) return;
  const slip: OwnedSlip = { owner: get(sessionAtom)?.userId ?? null, state: next };
  set(ownedSlipAtom, slip);
  writeStoredSlip(slip);
});

const pickedKeysAtom = atom((get) => new Set(get(slipStateAtom).selections.map((s) => s.key)));
const pickedAtoms = new Map<string, Atom<boolean>>();

/**
 * One derived atom per price key: a price cell renders again only when its own picked state flips,
 * not on every slip change. The map grows with the keys shown, a few thousand booleans at most.
 */
export function pickedAtomFor(key: string): Atom<boolean> {
  let picked = pickedAtoms.get(key);
  if (!picked) {
    picked = atom((get) => get(pickedKeysAtom).has(key));
    pickedAtoms.set(key, picked);
  }
  return picked;
}

/** A message of the slip: a refused pick, a capped stake, a failed placement. Not persisted. */
export interface SlipNotice {
  tone: 'error' | 'info';
  text: string;
  /** 'stake': about the typed stake, cleared by the next good one. */
  source?: 'stake';
}
export const slipNoticeAtom = atom<SlipNotice | null>(null);

/** How the last bet ended: accepted (at once or after the delay) or rejected. Not persisted. */
export interface SlipOutcome {
  status: 'accepted' | 'rejected';
  ticketIds: string[];
  /** The server's reasons for rejected tickets. */
  reasons: string[];
}
export const slipOutcomeAtom = atom<SlipOutcome | null>(null);
