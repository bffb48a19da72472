import { useBrand } from 'shared/state';

/**
 * SPEC §1's "VIP no-save" build flag. Neither the specification nor docs/product.md says what it
 * hides; the name reads as "VIP without deposits" (save = 存款, as in /mine/savemoney), so when it is
 * on the VIP pages hide every deposit requirement: the grades table's 累计存款 column, the deposit
 * progress to the next grade, a grade's deposit requirement in its detail and the weekly gift's
 * deposit progress. Turnover alone is shown as the way up.
 */
export function useVipNoSave(): boolean {
  return useBrand().flags.vipNoSave;
}
