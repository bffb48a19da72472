import { useMemo, useState } from 'react';
import { consoleMemberLedger, ledgerKindSchema, type LedgerKind } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { ConsoleSelect } from '../../../ui/ConsoleSelect';
import { PagedRecords } from '../../../ui/PagedRecords';
import { ledgerColumns } from './record-columns';

const PAGE_SIZE = 10;

/** The ledger, newest first, filtered by kind, with the credits and debits of the whole filter. */
export function LedgerTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [pageNum, setPageNum] = useState(1);
  const state = useEndpoint(consoleMemberLedger, {
    memberId,
    currency: 'CNY',
    pageNum,
    pageSize: PAGE_SIZE,
    ...(kind === '' ? {} : { kind }),
  });
  const columns = useMemo(() => ledgerColumns(t), [t]);
  return (
    <div>
      <Row $gap="1rem" $justify="space-between">
        <ConsoleSelect
          label={t('members.ledger.kind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LedgerKind | '');
            setPageNum(1);
          }}
        >
          <option value="">{t('members.ledger.allKinds')}</option>
          {ledgerKindSchema.options.map((value) => (
            <option key={value} value={value}>
              {t(`members.ledger.kinds.${value}`)}
            </option>
          ))}
        </ConsoleSelect>
        {state.data && (
          <Muted data-testid="ledger-totals">
            {t('members.ledger.totals', {
              count: state.data.total,
              credits: formatMoney(state.data.credits),
              debits: formatMoney(state.data.debits),
            })}
          </Muted>
        )}
      </Row>
      <PagedRecords
        state={state}
        columns={columns}
        rowKey={(row) => row.id}
        empty={t('members.ledger.empty')}
        testId="ledger-table"
        rowTestId="ledger-row"
        onPage={setPageNum}
      />
    </div>
  );
}
