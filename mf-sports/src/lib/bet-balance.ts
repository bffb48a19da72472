import type { useStore } from 'jotai';
import { bus } from 'shared/bus';
import { balanceAtom } from 'shared/state';

type Store = ReturnType<typeof useStore>;

/**
 * A bet answer carries the centre wallet after the bet (a debit, or a refund for a rejected
 * ticket): the header shows it at once (the total moves by the same amount, since only the centre
 * wallet changed).
 */
export function showBetBalance(store: Store, centerWalletBalance: number): void {
  const current = store.get(balanceAtom);
  if (current && Number.isFinite(centerWalletBalance)) {
    const delta = centerWalletBalance - current.centerWalletBalance;
    store.set(balanceAtom, { ...current, centerWalletBalance, totalMoney: current.totalMoney + delta });
  }
}

/** showBetBalance, then every money figure refetches for the authoritative ones. */
export function applyBetBalance(store: Store, centerWalletBalance: number): void {
  showBetBalance(store, centerWalletBalance);
  bus.emit('balance:refresh');
}
