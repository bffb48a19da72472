import { ResponseCode } from '../contract/codes';
import { isApiError } from './errors';

/**
 * Where a refused call's message shows when the server decides it (SPEC §8 gives only the names of
 * 6500-6502; designed here): 6501 "suspended, with popup" in the tips dialog, 6502 "suspended,
 * without popup" as a toast, 6500 "popup not prompted" in place under the form. null: the caller's
 * own choice.
 */
export type RefusalNotice = 'dialog' | 'toast' | 'inline';

export function refusalNotice(error: unknown): RefusalNotice | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case ResponseCode.SUSPENDED_WITH_POPUP:
      return 'dialog';
    case ResponseCode.SUSPENDED_WITHOUT_POPUP:
      return 'toast';
    case ResponseCode.POPUP_NOT_PROMPTED:
      return 'inline';
    default:
      return null;
  }
}
