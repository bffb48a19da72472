import type { useStore } from 'jotai';
import { bus } from 'shared/bus';
import { balanceAtom } from 'shared/state';

type Store = ReturnType<typeof useStore>;

/**
 * A bet answer carries the centre wallet after the bet (a debit, or a refund for a rejected
 * ticket). The header shows it at once (the total moves by the same amount, since only the centre
 * wallet changed), then the host reloads the balance for the authoritative figures.
 */
export function applyBetBalance(store: Store, centerWalletBalance: number): void {
  const current = store.get(balanceAtom);
  if (current && Number.isFinite(centerWalletBalance)) {
    const delta = centerWalletBalance - current.centerWalletBalance;
    store.set(balanceAtom, { ...current, centerWalletBalance, totalMoney: current.totalMoney + delta });
  }
  bus.emit('balance:refresh');
}
