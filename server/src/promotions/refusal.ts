import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import type { Verdict } from './eligibility';

/** An ineligible member: 6012 with the reason's message, the words the page shows as they are. */
export function refusal(verdict: Verdict): DomainError {
  return new DomainError(ResponseCode.WARNING, verdict.message, { reason: verdict.reason });
}

/** A second time for something done once (join, sign today, a claimed reward): 6009 with what happened. */
export function alreadyDone(message: string): DomainError {
  return new DomainError(ResponseCode.DATA_EXISTS, message);
}
