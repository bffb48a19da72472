import { useMemo } from 'react';
import { openGameResponseSchema, ResponseCode, venueResource, type OpenGameResponse } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, type EndpointState } from 'shared/query';
import type { HostPageQuery } from './host-page-query';
import { webOrigin } from './host-page-query';

export type OpenGameResult =
  | { kind: 'game'; game: OpenGameResponse; origin: string }
  /** 6302: the ticket is not this member's (or is spent); 6099: its lifetime ran out. Only a new launch helps. */
  | { kind: 'reenter'; message: string; expired: boolean }
  /** The server answered an address that must not be framed. */
  | { kind: 'badAddress' };

/** Answers after which only launching the venue again helps: the page offers 重新进入. */
const REENTER_CODES: ReadonlySet<number> = new Set([ResponseCode.UID_VERIFICATION, ResponseCode.WALLET_TOKEN_EXPIRED]);

/**
 * venue/resource openGame: the ticket of a launch turned into the game's address (SPEC §8 "Venue
 * resource call"). A ticket is spent by its first use, so its answer is kept for the page's life
 * (freshFor Infinity): a refocus or a remount never asks again with a spent ticket.
 */
export function useOpenGame(query: HostPageQuery | null): EndpointState<OpenGameResult | null> {
  const { t } = useTranslation('shared');
  const venue = query?.venue ?? '';
  const ticket = query?.ticket ?? '';
  // The timestamp is stamped once per ticket, so the call's key stays the same while the page shows it.
  const input = useMemo(
    () => ({
      method: 'openGame' as const,
      venueName: venue,
      Request: { ticket, timestamp: Date.now(), langx: 'zh-cn' as const },
    }),
    [venue, ticket],
  );
  const opened = useEndpoint(venueResource, input, { enabled: query !== null, freshFor: Infinity });
  return useMemo((): EndpointState<OpenGameResult | null> => {
    const { reload, refresh } = opened;
    if (query === null)
      return { status: 'success', data: null, error: undefined, errorCode: undefined, reload, refresh };
    if (opened.status === 'error' && REENTER_CODES.has(opened.errorCode ?? 0)) {
      const expired = opened.errorCode === ResponseCode.WALLET_TOKEN_EXPIRED;
      return {
        status: 'success',
        data: { kind: 'reenter', message: opened.error, expired },
        error: undefined,
        errorCode: undefined,
        reload,
        refresh,
      };
    }
    if (opened.status !== 'success') return { ...opened, data: undefined };
    const game = openGameResponseSchema.safeParse(opened.data.data);
    if (!game.success)
      return { status: 'error', data: undefined, error: t('common.loadFailed'), errorCode: undefined, reload, refresh };
    const origin = webOrigin(game.data.url);
    const result: OpenGameResult = origin ? { kind: 'game', game: game.data, origin } : { kind: 'badAddress' };
    return { status: 'success', data: result, error: undefined, errorCode: undefined, reload, refresh };
  }, [opened, query, t]);
}
