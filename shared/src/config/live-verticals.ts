import { atom } from 'jotai';
import type {
  SwitchableVertical,
  VerticalState,
  VerticalStatus,
  VerticalStatuses,
} from '../contract/endpoints/site-status';

/**
 * The operator's live switches of this site's verticals, as the host last read them (it asks every
 * few seconds while the tab is visible). Null until the first answer: a vertical's page waits for it,
 * so a switched-off remote is never requested by a new visitor. Links count a vertical as on
 * meanwhile, and when the answer cannot be had at all the host fills in every vertical on: a
 * failing status call must not take the site down with it.
 */
export const liveVerticalsAtom = atom<VerticalStatuses | null>(null);

const ON: VerticalStatus = { state: 'on' };

/** A vertical's live status; on while nothing is known. */
export function verticalStatusOf(statuses: VerticalStatuses | null, vertical: SwitchableVertical): VerticalStatus {
  return statuses?.[vertical] ?? ON;
}

/** Whether links to a vertical are offered: only while it is on. */
export function isVerticalOn(statuses: VerticalStatuses | null, vertical: SwitchableVertical): boolean {
  const state: VerticalState = verticalStatusOf(statuses, vertical).state;
  return state === 'on';
}
