import type { TFunction } from 'i18next';
import type { Adjustment } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Button, Muted, Row, type RecordColumn } from 'shared/ui';

export type DecideAdjustment = (adjustment: Adjustment, kind: 'approve' | 'refuse') => void;

/** Where the adjustment stands: who asked, who decided, and why a refusal. */
function StateCell({ adjustment, t }: { adjustment: Adjustment; t: TFunction }) {
  return (
    <div data-testid="adjust-state">
      <div>{t(`adjust.status.${adjustment.status}`)}</div>
      {adjustment.needsTwoApprovals && <Muted $size="0.75rem">{t('adjust.needsTwo')}</Muted>}
      <div>
        <Muted $size="0.75rem">{t('adjust.requestedBy', { name: adjustment.requestedBy.operatorName })}</Muted>
      </div>
      {adjustment.decidedBy && (
        <div>
          <Muted $size="0.75rem">{t('adjust.decidedBy', { name: adjustment.decidedBy.operatorName })}</Muted>
        </div>
      )}
      {adjustment.decisionReason !== '' && <Muted $size="0.75rem">{adjustment.decisionReason}</Muted>}
    </div>
  );
}

/**
 * The list's columns. `canDecide` holds for finance operators; the requester of a pending one sees
 * no approve button (a second operator approves), but may refuse (withdraw) it.
 */
export function adjustmentColumns(
  t: TFunction,
  decide: DecideAdjustment,
  canDecide: boolean,
  operatorId: number | null,
): RecordColumn<Adjustment>[] {
  return [
    {
      key: 'no',
      title: t('adjust.columns.no'),
      cell: (a) => (
        <>
          <div>{a.adjustNo}</div>
          <Muted $size="0.75rem">{formatBeijingTime(a.requestedBy.at, 'minute')}</Muted>
        </>
      ),
    },
    { key: 'member', title: t('adjust.columns.member'), cell: (a) => `${a.memberName} (#${a.memberId})` },
    {
      key: 'amount',
      title: t('adjust.columns.amount'),
      num: true,
      cell: (a) => `${t(`adjust.directions.${a.direction}`)} ${formatMoney(a.amount)}`,
    },
    { key: 'category', title: t('adjust.columns.category'), cell: (a) => t(`adjust.categories.${a.category}`) },
    { key: 'reason', title: t('adjust.columns.reason'), cell: (a) => a.reason },
    {
      key: 'balance',
      title: t('adjust.columns.balanceAfter'),
      num: true,
      cell: (a) => (a.balanceAfter === null ? '-' : formatMoney(a.balanceAfter)),
    },
    { key: 'state', title: t('adjust.columns.state'), cell: (a) => <StateCell adjustment={a} t={t} /> },
    {
      key: 'actions',
      title: t('adjust.columns.actions'),
      cell: (a) =>
        canDecide && a.status === 'pending' ? (
          <Row $gap="0.5rem" $wrap={false}>
            {a.requestedBy.operatorId === operatorId ? (
              <Muted $size="0.75rem">{t('adjust.ownRequest')}</Muted>
            ) : (
              <Button type="button" onClick={() => decide(a, 'approve')}>
                {t('adjust.approve')}
              </Button>
            )}
            <Button type="button" variant="secondary" onClick={() => decide(a, 'refuse')}>
              {t('adjust.refuse')}
            </Button>
          </Row>
        ) : null,
    },
  ];
}
