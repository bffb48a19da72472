import { describe, expect, it } from 'vitest';
import { checkAdjustForm, emptyAdjustForm } from './adjust-form';

describe('adjustment form rules', () => {
  it('names every missing or bad field', () => {
    expect(checkAdjustForm(emptyAdjustForm)).toEqual({
      problems: { member: 'memberRequired', amount: 'amountInvalid', reason: 'reasonRequired' },
    });
    for (const amount of ['0', '-5', '1.234', 'abc', '10000000.01']) {
      expect(checkAdjustForm({ ...emptyAdjustForm, member: 'demo888', reason: '补发', amount })).toEqual({
        problems: { amount: 'amountInvalid' },
      });
    }
  });

  it('answers the trimmed request', () => {
    expect(
      checkAdjustForm({
        member: ' demo888 ',
        direction: 'debit',
        amount: '12.5',
        category: 'correction',
        reason: ' 重复派彩 ',
      }),
    ).toEqual({
      draft: { member: 'demo888', direction: 'debit', amount: 12.5, category: 'correction', reason: '重复派彩' },
    });
  });
});
