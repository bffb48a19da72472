import { atom } from 'jotai';
import { isApiError } from 'shared/api';
import { ResponseCode } from 'shared/contract';
import { appStore } from 'shared/state';

/**
 * The message of a 6302 (UID verification) answered by a venue/resource call of the sports venue,
 * or null. SPEC §8 "Venue resource call": the page then says 数据异常，请重新进入游戏 and the member
 * enters the venue again, as the casino's host page does.
 */
export const venueReentryAtom = atom<string | null>(null);

/** Notes a 6302 from a venue/resource call of the book; any other failure is the caller's. */
export function noteResourceFailure(error: unknown): void {
  if (isApiError(error) && error.code === ResponseCode.UID_VERIFICATION) appStore.set(venueReentryAtom, error.message);
}
