import { ApiError } from 'shared/api';
import {
  sportsMethods,
  venueResource,
  type RequestOf,
  type SportsMethod,
  type SportsRequest,
  type SportsResponse,
} from 'shared/contract';
import { i18n } from 'shared/i18n';
import { sendEndpoint } from 'shared/query';
import { appStore, sportsLaunchAtom, userIdOf } from 'shared/state';
import { noteResourceFailure } from '../lib/venue-reentry';

/**
 * The method envelope of venue/resource (timestamp, langx fixed to zh-cn per SPEC §9), with the user
 * id of the launch address the book was opened with, which the venue checks against the session.
 */
export function sportsEnvelope<M extends SportsMethod>(method: M, request: SportsRequest<M>, timestamp: number) {
  const launch = appStore.get(sportsLaunchAtom);
  const uid = launch?.state === 'ready' ? userIdOf(launch.url) : null;
  const envelope = { method, venueName: 'CRTY', Request: { ...request, timestamp, langx: 'zh-cn' } } as const;
  return uid === null ? envelope : { ...envelope, uid };
}

/**
 * One call of the local book through venue/resource: wraps the payload in the method envelope and
 * checks the answer against that method's schema, so a malformed answer is the client's contract
 * error and never a crash in a row. It places bets: a money call with the caller's request id (the
 * slip keeps it across reloads), after which every money figure refetches.
 */
export async function callSports<M extends SportsMethod>(
  method: M,
  request: SportsRequest<M>,
  options: { requestId?: string } = {},
): Promise<SportsResponse<M>> {
  const payload = sportsEnvelope(method, request, Date.now());
  // The discriminated union cannot narrow on a generic M; the server checks the pairing again.
  const answer = await sendEndpoint(venueResource, payload as unknown as RequestOf<typeof venueResource>, {
    money: true,
    ...options,
  }).catch((error: unknown) => {
    noteResourceFailure(error);
    throw error;
  });
  const parsed = sportsMethods[method].response.safeParse(answer.data);
  if (!parsed.success) {
    console.error(`[sports] ${method} answered outside the contract`, parsed.error.issues);
    throw new ApiError({
      kind: 'contract',
      code: 0,
      message: i18n.t('shared:api.contract'),
      path: venueResource.path,
      data: answer.data,
    });
  }
  return parsed.data as SportsResponse<M>;
}
