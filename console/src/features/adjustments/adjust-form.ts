import type { AdjustCategory, AdjustDirection } from 'shared/contract/console';
import type { AdjustDraft } from './use-adjust-calls';

/** The form as typed: text until it is checked. */
export interface AdjustFormValues {
  member: string;
  direction: AdjustDirection;
  amount: string;
  category: AdjustCategory;
  reason: string;
}

export const emptyAdjustForm: AdjustFormValues = {
  member: '',
  direction: 'credit',
  amount: '',
  category: 'promo_reissue',
  reason: '',
};

export type AdjustProblem = 'memberRequired' | 'amountInvalid' | 'reasonRequired';

/** The same rules as the contract's request, checked before the confirmation dialog opens. */
export function checkAdjustForm(
  values: AdjustFormValues,
): { draft: AdjustDraft } | { problems: Partial<Record<keyof AdjustFormValues, AdjustProblem>> } {
  const problems: Partial<Record<keyof AdjustFormValues, AdjustProblem>> = {};
  const member = values.member.trim();
  const reason = values.reason.trim();
  const amountText = values.amount.trim();
  const amount = Number(amountText);
  if (member === '') problems.member = 'memberRequired';
  if (!/^\d+(\.\d{1,2})?$/.test(amountText) || !(amount > 0) || amount > 10_000_000) problems.amount = 'amountInvalid';
  if (reason.length < 2) problems.reason = 'reasonRequired';
  if (Object.keys(problems).length > 0) return { problems };
  return { draft: { member, direction: values.direction, amount, category: values.category, reason } };
}
