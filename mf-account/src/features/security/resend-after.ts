import { isApiError } from 'shared/api';

/** 6066 (one code per receiver a minute) tells how long is left in `data.resendAfter`; 0 otherwise. */
export function resendAfterOf(error: unknown): number {
  if (!isApiError(error) || error.data === null || typeof error.data !== 'object') return 0;
  const seconds = (error.data as { resendAfter?: unknown }).resendAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 0;
}
