import { useMemo, useState } from 'react';
import { consoleMemberBets, consoleMemberRounds } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { PillGroup } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { PagedRecords } from '../../../ui/PagedRecords';
import { betColumns, roundColumns } from './record-columns';

const PAGE_SIZE = 10;

/** Sports tickets or casino rounds, newest first. */
export function BetsTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [kind, setKind] = useState<'sports' | 'casino'>('sports');
  const [pageNum, setPageNum] = useState(1);
  const input = { memberId, pageNum, pageSize: PAGE_SIZE };
  const bets = useEndpoint(consoleMemberBets, input, { enabled: kind === 'sports' });
  const rounds = useEndpoint(consoleMemberRounds, input, { enabled: kind === 'casino' });
  const columns = useMemo(() => ({ bets: betColumns(t), rounds: roundColumns(t) }), [t]);
  return (
    <div>
      <PillGroup
        label={t('members.bets.kind')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setPageNum(1);
        }}
        options={[
          { value: 'sports', label: t('members.bets.sports') },
          { value: 'casino', label: t('members.bets.casino') },
        ]}
      />
      {kind === 'sports' ? (
        <PagedRecords
          state={bets}
          columns={columns.bets}
          rowKey={(bet) => bet.ticketId}
          empty={t('members.bets.empty')}
          testId="bets-table"
          onPage={setPageNum}
        />
      ) : (
        <PagedRecords
          state={rounds}
          columns={columns.rounds}
          rowKey={(round) => round.id}
          empty={t('members.rounds.empty')}
          testId="rounds-table"
          onPage={setPageNum}
        />
      )}
    </div>
  );
}
