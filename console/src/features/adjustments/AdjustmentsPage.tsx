import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { consoleAdjustList, type Adjustment } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Muted, PillGroup, Surface } from 'shared/ui';
import { operatorRoles, operatorSessionAtom } from '../../lib/operator-session';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { AdjustDecisionDialog } from './AdjustDecisionDialog';
import { AdjustForm } from './AdjustForm';
import { adjustmentColumns } from './adjustment-columns';

type ListStatus = 'pending' | 'applied' | 'refused' | 'all';
const STATUSES: readonly ListStatus[] = ['pending', 'applied', 'refused', 'all'];
const PAGE_SIZE = 10;
/** Other operators request and approve too: the list follows them while the tab is visible. */
export const ADJUST_POLL_MS = 15_000;

/** 人工调整: the request form (finance) and the list, with approve/refuse for a second operator. */
export function AdjustmentsPage() {
  const { t } = useTranslation(NAMESPACE);
  const session = useAtomValue(operatorSessionAtom);
  const finance = operatorRoles(session).includes('finance');
  const operatorId = session?.operator.id ?? null;
  const [status, setStatus] = useState<ListStatus>('pending');
  const [pageNum, setPageNum] = useState(1);
  const [deciding, setDeciding] = useState<{ adjustment: Adjustment; kind: 'approve' | 'refuse' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const state = useEndpoint(consoleAdjustList, { status, pageNum, pageSize: PAGE_SIZE }, { poll: ADJUST_POLL_MS });
  const columns = useMemo(
    () => adjustmentColumns(t, (adjustment, kind) => setDeciding({ adjustment, kind }), finance, operatorId),
    [t, finance, operatorId],
  );
  const report = (adjustment: Adjustment) => {
    const key =
      adjustment.status === 'refused' ? 'refusedDone' : adjustment.status === 'pending' ? 'pendingDone' : 'appliedDone';
    setDone(t(`adjust.${key}`, { adjustNo: adjustment.adjustNo, member: adjustment.memberName }));
  };

  return (
    <section aria-labelledby="adjust-title">
      <h1 id="adjust-title">{t('pages.adjustments')}</h1>
      {finance && (
        <Surface $padding="1rem" style={{ marginBottom: '1rem' }}>
          <h2 style={{ marginTop: 0, fontSize: '1rem' }}>{t('adjust.formTitle')}</h2>
          <AdjustForm fourEyesAbove={state.data?.fourEyesAbove ?? null} onDone={report} />
        </Surface>
      )}
      <Surface $padding="1rem">
        <PillGroup
          label={t('adjust.filter')}
          kind="tabs"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPageNum(1);
          }}
          options={STATUSES.map((value) => ({ value, label: t(`adjust.status.${value}`) }))}
        />
        {state.data && <Muted>{t('adjust.fourEyes', { amount: formatMoney(state.data.fourEyesAbove) })}</Muted>}
        {done && (
          <p role="status" data-testid="adjust-done">
            {done}
          </p>
        )}
        <PagedRecords
          state={state}
          columns={columns}
          rowKey={(a) => a.adjustNo}
          empty={t('adjust.empty')}
          testId="adjust-table"
          rowTestId="adjust-row"
          onPage={setPageNum}
        />
      </Surface>
      {deciding && (
        <AdjustDecisionDialog
          adjustment={deciding.adjustment}
          kind={deciding.kind}
          onClose={() => setDeciding(null)}
          onDecided={(adjustment) => {
            report(adjustment);
            setDeciding(null);
          }}
        />
      )}
    </section>
  );
}
