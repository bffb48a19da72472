import { describe, expect, it } from 'vitest';
import { auditFilterOf, emptyDraft } from './audit-filter';

describe('auditFilterOf', () => {
  it('sends only what was set, the last day included whole (Beijing days)', () => {
    expect(
      auditFilterOf({
        ...emptyDraft,
        operatorId: ' 3 ',
        action: 'withdraw.approve',
        target: 'withdraw',
        from: '2026-11-01',
        to: '2026-11-02',
      }),
    ).toEqual({
      operatorId: 3,
      action: 'withdraw.approve',
      target: 'withdraw',
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-02T16:00:00.000Z',
    });
    expect(auditFilterOf(emptyDraft)).toEqual({});
  });

  it('refuses an operator id that is not a number', () => {
    expect(auditFilterOf({ ...emptyDraft, operatorId: 'abc' })).toEqual({ problem: 'operatorId' });
  });
});
