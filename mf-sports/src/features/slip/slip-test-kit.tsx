// Shared by the slip's component tests: the price cells' side of usePick, a fresh slip, ticket answers.
import { act, fireEvent, screen } from '@testing-library/react';
import type { OddsPolicy, SportsMethod } from 'shared/contract';
import { appStore, balanceAtom, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import type { EndpointFakes, RequestSpy } from 'shared/testing/fake-endpoints';
import { fakeSports, sportsCalls, type SportsFakes } from '../../api/sports-fakes';
import type { SlipSelection } from '../../lib/selection';
import { initialSlipState } from './slip-state';
import { BetSlip } from './BetSlip';
import { feedWatch, priceStore } from '../feed';
import { dispatchSlipAtom, slipNoticeAtom, slipOutcomeAtom } from './slip-atoms';
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
  priceStore.reset();
  feedWatch.reset();
  resetFakes();
}

export type SportsHandlers = SportsFakes;

let sportsFakes: SportsFakes = {};
let otherFakes: EndpointFakes = {};
let spy: RequestSpy | null = null;

/** Answers the book's methods (typed against the contract); other endpoints set by serveOthers stay. */
export function serveSports(handlers: SportsFakes): RequestSpy {
  sportsFakes = handlers;
  spy = fakeSports(sportsFakes, otherFakes);
  return spy;
}

/** Answers other endpoints (the odds policy) next to the book's methods set by serveSports. */
export function serveOthers(fakes: EndpointFakes): RequestSpy {
  otherFakes = fakes;
  spy = fakeSports(sportsFakes, otherFakes);
  return spy;
}

/** The placeBet requests sent so far and their request ids, in order. */
export function placeCalls() {
  return spy ? sportsCalls(spy, 'placeBet') : [];
}

/** How many times a method was asked. */
export function callCount(method: SportsMethod): number {
  return spy ? sportsCalls(spy, method).length : 0;
}

/** Forgets the fakes of the test before. */
export function resetFakes(): void {
  sportsFakes = {};
  otherFakes = {};
  spy = null;
}

/** The slip next to stand-ins of the price cells. */
export function renderSlip(selections: readonly SlipSelection[]) {
  return renderWithProviders(
    <>
      <PickButtons selections={selections} />
      <BetSlip />
    </>,
  );
}

export async function pick(selection: SlipSelection) {
  await act(async () => fireEvent.click(screen.getByTestId(`pick-${selection.key}`)));
}

export async function chooseMode(mode: 'single' | 'multiple' | 'series') {
  await act(async () => fireEvent.click(screen.getByTestId(`slip-mode-${mode}`)));
}

export async function typeStake(text: string) {
  await act(async () => fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: text } }));
}

/** The member's policy saves, in order, since the last servePolicy. */
export const savedPolicies: OddsPolicy[] = [];

/** The member's stored odds-change policy; saves are recorded in savedPolicies. */
export function servePolicy(policy: OddsPolicy, chosen: boolean): void {
  savedPolicies.length = 0;
  serveOthers({
    oddsPolicy: { policy, chosen },
    setOddsPolicy: ({ policy: chosenPolicy }) => {
      savedPolicies.push(chosenPolicy);
      return { policy: chosenPolicy, chosen: true };
    },
  });
}

/** A signed-in member with a fresh slip, limits 10 - 5000 and the policy 'any' not yet chosen. */
export function resetSlipPage(): void {
  resetPlatformState();
  signInForTest();
  resetSlip();
  appStore.set(oddsFormatAtom, 'H');
  appStore.set(balanceAtom, { centerWalletBalance: 100_000, lockMoney: 0, totalMoney: 100_000 });
  serveSports({ betLimits: { minStake: 10, maxStake: 5000 } });
  servePolicy('any', false);
}
