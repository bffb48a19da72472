// The slip's two hooks for the book's page tests, reduced to a list the test reads; a version atom
// makes the cells see a pick. Tests mock '../slip/use-pick' with this module.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { SlipSelection } from '../../lib/selection';

export const picked: SlipSelection[] = [];
const version = atom(0);

export function usePick() {
  const bump = useSetAtom(version);
  return (selection: SlipSelection) => {
    picked.push(selection);
    bump((v) => v + 1);
  };
}

export function useIsPicked(key: string) {
  useAtomValue(version);
  return picked.some((s) => s.key === key);
}
