// Interface between the market list (features/book) and the slip (features/slip).
// The slip's owner replaces this body with the full SPEC §4/§5 rules; the two exports stay.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { SlipSelection } from '../../domain/selection';

const picksAtom = atom<SlipSelection[]>([]);

/** Picks a price (or unpicks it, per the slip's rules); messages for refused picks are shown by the slip. */
export function usePick(): (selection: SlipSelection) => void {
  const set = useSetAtom(picksAtom);
  return (selection) => set((list) => [...list.filter((s) => s.key !== selection.key), selection]);
}

/** Whether a price's key is in the slip, for the cell's highlighted state. */
export function useIsPicked(key: string): boolean {
  return useAtomValue(picksAtom).some((s) => s.key === key);
}
