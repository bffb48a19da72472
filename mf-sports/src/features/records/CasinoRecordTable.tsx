import { useTranslation } from 'shared/i18n';
import type { CasinoRound } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { CasinoRoundRow } from './CasinoRoundRow';
import { RecordTable, TableWrap } from './RecordTable';

/** A casino venue's rounds: time, venue, game, detail, stake, payout, win/loss. */
export function CasinoRecordTable({ rounds, stale }: { rounds: readonly CasinoRound[]; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TableWrap $stale={stale} aria-busy={stale || undefined}>
      <RecordTable>
        <thead>
          <tr>
            <th scope="col">{t('records.casino.time')}</th>
            <th scope="col">{t('records.casino.venue')}</th>
            <th scope="col">{t('records.casino.game')}</th>
            <th scope="col">{t('records.casino.detail')}</th>
            <th scope="col" data-num="">
              {t('records.casino.stake')}
            </th>
            <th scope="col" data-num="">
              {t('records.casino.payout')}
            </th>
            <th scope="col" data-num="">
              {t('records.casino.winLoss')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <CasinoRoundRow key={round.roundId} round={round} />
          ))}
        </tbody>
      </RecordTable>
    </TableWrap>
  );
}
