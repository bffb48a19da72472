import { useMemo, useState } from 'react';
import { consoleMemberFunds } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { PillGroup } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { PagedRecords } from '../../../ui/PagedRecords';
import { fundsColumns } from './record-columns';

const PAGE_SIZE = 10;

/** Deposit orders or withdrawals, newest first. */
export function FundsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [kind, setKind] = useState<'deposit' | 'withdraw'>('deposit');
  const [pageNum, setPageNum] = useState(1);
  const state = useEndpoint(consoleMemberFunds, { memberId, kind, pageNum, pageSize: PAGE_SIZE });
  const columns = useMemo(() => fundsColumns(t), [t]);
  return (
    <div>
      <PillGroup
        label={t('members.funds.kind')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPageNum(1);
        }}
        options={[
          { value: 'deposit', label: t('members.funds.deposit') },
          { value: 'withdraw', label: t('members.funds.withdraw') },
        ]}
      />
      <PagedRecords
        state={state}
        columns={columns}
        rowKey={(row) => row.orderNo}
        empty={t('members.funds.empty')}
        testId="funds-table"
        onPage={setPageNum}
      />
    </div>
  );
}
