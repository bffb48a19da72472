import type { ActivityDetail } from 'shared/contract';

type DepositDetail = Extract<ActivityDetail, { pageType: 'firstDeposit' | 'againDeposit' }>;

const cents = (yuan: number) => Math.round(yuan * 100) / 100;

/** The bonus a deposit earns: bonusRate percent of it, at most maxBonus; nothing below minDeposit. */
export function bonusFor(
  deposit: number,
  detail: Pick<DepositDetail, 'bonusRate' | 'maxBonus' | 'minDeposit'>,
): number {
  if (deposit < detail.minDeposit) return 0;
  return cents(Math.min((deposit * detail.bonusRate) / 100, detail.maxBonus));
}

/** (deposit + bonus) × the multiple must be bet before a withdrawal. */
export function turnoverFor(deposit: number, bonus: number, turnoverMultiple: number): number {
  return cents((deposit + bonus) * turnoverMultiple);
}

/** The deposit the example uses: a round ¥1,000 unless the minimum asks for more. */
export function exampleDeposit(minDeposit: number): number {
  return Math.max(1000, minDeposit);
}
