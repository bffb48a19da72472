import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSlipState } from './slip-state';
import { testSelection } from './slip-test-selection';

/** A fresh page: the remote's modules load again and read local storage like after a reload. */
async function reloadPage() {
  vi.resetModules();
  const { createStore } = await import('jotai');
  const state = await import('shared/state');
  const atoms = await import('./slip-atoms');
  const store = createStore();
  return { store, ...state, ...atoms };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('slip atoms', () => {
  it('survive a reload', async () => {
    const first = await reloadPage();
    first.store.set(first.sessionAtom, { token: 't', userId: '10001' });
    first.store.set(first.dispatchSlipAtom, { type: 'setMode', mode: 'multiple' });
    first.store.set(first.dispatchSlipAtom, { type: 'pick', selection: testSelection('m1') });
    first.store.set(first.dispatchSlipAtom, { type: 'pick', selection: testSelection('m2') });
    first.store.set(first.dispatchSlipAtom, { type: 'setStake', stake: '30' });

    const second = await reloadPage();
    second.store.set(second.sessionAtom, { token: 't', userId: '10001' });
    const slip = second.store.get(second.slipStateAtom);
    expect(slip.mode).toBe('multiple');
    expect(slip.selections.map((s) => s.key)).toEqual(['m1|R|H', 'm2|R|H']);
    expect(slip.stake).toBe('30');
  });

  it("show another member's stored slip as empty", async () => {
    const first = await reloadPage();
    first.store.set(first.sessionAtom, { token: 't', userId: '10001' });
    first.store.set(first.dispatchSlipAtom, { type: 'pick', selection: testSelection('m1') });

    const second = await reloadPage();
    second.store.set(second.sessionAtom, { token: 'u', userId: '20002' });
    expect(second.store.get(second.slipStateAtom)).toEqual(initialSlipState);
  });

  it('bring a stored slip back within the rules', async () => {
    localStorage.setItem(
      'betSlip',
      JSON.stringify({
        version: 1,
        owner: '10001',
        mode: 'single',
        selections: [testSelection('m1'), testSelection('m2')],
        changes: {},
        autoAccept: true,
        stake: '',
        pendingTickets: [],
        openRequestId: null,
      }),
    );
    const page = await reloadPage();
    page.store.set(page.sessionAtom, { token: 't', userId: '10001' });
    expect(page.store.get(page.slipStateAtom).selections.map((s) => s.key)).toEqual(['m2|R|H']);
  });

  it('follow a change made in another tab', async () => {
    const page = await reloadPage();
    page.store.set(page.sessionAtom, { token: 't', userId: '10001' });
    const unsubscribe = page.store.sub(page.slipStateAtom, () => {});
    const elsewhere = JSON.stringify({
      version: 1,
      owner: '10001',
      mode: 'series',
      selections: [testSelection('m5')],
      changes: {},
      autoAccept: false,
      stake: '',
      pendingTickets: [],
      openRequestId: null,
    });
    window.dispatchEvent(new StorageEvent('storage', { key: 'betSlip', newValue: elsewhere }));
    expect(page.store.get(page.slipStateAtom)).toMatchObject({ mode: 'series', oddsPolicy: 'ask' });
    expect(page.store.get(page.slipStateAtom).selections.map((s) => s.key)).toEqual(['m5|R|H']);
    unsubscribe();
  });

  it('flip a price key picked state only for that key', async () => {
    const page = await reloadPage();
    page.store.set(page.sessionAtom, { token: 't', userId: '10001' });
    const seen: boolean[] = [];
    const unsubscribe = page.store.sub(page.pickedAtomFor('m9|R|H'), () =>
      seen.push(page.store.get(page.pickedAtomFor('m9|R|H'))),
    );
    page.store.set(page.dispatchSlipAtom, { type: 'setMode', mode: 'multiple' });
    page.store.set(page.dispatchSlipAtom, { type: 'pick', selection: testSelection('m1') });
    page.store.set(page.dispatchSlipAtom, { type: 'pick', selection: testSelection('m9') });
    page.store.set(page.dispatchSlipAtom, { type: 'pick', selection: testSelection('m2') });
    page.store.set(page.dispatchSlipAtom, { type: 'remove', key: 'm9|R|H' });
    expect(seen).toEqual([true, false]);
    expect(page.pickedAtomFor('m9|R|H')).toBe(page.pickedAtomFor('m9|R|H'));
    unsubscribe();
  });
});
