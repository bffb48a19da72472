import { useAtomValue } from 'jotai';
import type { VerticalStatuses } from 'shared/contract';
import { polledVerticalsAtom } from './polled-verticals';

/** The operator's live switches of this site (null until the first answer); keeps the polling running while used. */
export function useLiveVerticals(): VerticalStatuses | null {
  return useAtomValue(polledVerticalsAtom);
}
