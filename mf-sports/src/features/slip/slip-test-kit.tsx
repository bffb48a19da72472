// Shared by the slip's component tests: the price cells' side of usePick, a fresh slip, ticket answers.
import type { Mock } from 'vitest';
import type { CallOptions } from 'shared/api';
import type { SportsMethod, SportsRequest, SportsResponse, Ticket } from 'shared/contract';
import { appStore } from 'shared/state';
import type { callSports } from '../../api/sports-resource';
import type { SlipSelection } from './selection';
import { initialSlipState } from './slip-state';
import { priceStore } from '../feed';
import { dispatchSlipAtom, slipNoticeAtom, slipOutcomeAtom } from './slip-atoms';
import { forgetBetLimits } from './use-bet-limits';
import { usePick } from './use-pick';

/** Stands in for the book's price cells: one button per selection, calling usePick like a cell does. */
export function PickButtons({ selections }: { selections: readonly SlipSelection[] }) {
  const pick = usePick();
  return (
    <div>
      {selections.map((s) => (
        <button key={s.key} type="button" data-testid={`pick-${s.key}`} onClick={() => pick(s)}>
          pick {s.key}
        </button>
      ))}
    </div>
  );
}

/** An empty slip under the policy 'any', no messages, no remembered limits and an empty book. */
export function resetSlip(): void {
  appStore.set(dispatchSlipAtom, { type: 'restore', state: initialSlipState });
  appStore.set(slipNoticeAtom, null);
  appStore.set(slipOutcomeAtom, null);
  forgetBetLimits();
  priceStore.reset();
}

export type SportsHandlers = { [M in SportsMethod]?: (request: SportsRequest<M>, requestId: string | undefined) => Promise<SportsResponse<M>> };

/** Answers a mocked callSports by method; a method without a handler fails loudly. */
export function serveSports(mock: Mock<typeof callSports>, handlers: SportsHandlers): void {
  mock.mockImplementation(((method: SportsMethod, request: unknown, options?: CallOptions) => {
    const handler = handlers[method] as ((request: unknown, requestId: string | undefined) => Promise<unknown>) | undefined;
    return handler ? handler(request, options?.requestId) : Promise.reject(new Error(`unexpected sports call ${method}`));
  }) as typeof callSports);
}

/** A ticket as the server answers it. */
export function testTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticket_id: 'T1001',
    mode: 'single',
    status: 'accepted',
    stake: 100,
    odds: 1.95,
    oddsFormat: 'H',
    legs: [
      {
        gameId: 'm1',
        league: '英格兰超级联赛',
        gameType: 'FT',
        team_h: '主队m1',
        team_c: '客队m1',
        title: null,
        w: 'R',
        r: 'H',
        pick: '主队m1',
        ratio: '0.5',
        isLive: false,
        scoreAtBet: null,
        odds: 1.95,
        result: null,
        finalScore: null,
      },
    ],
    result: null,
    payout: null,
    rejectReason: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}
