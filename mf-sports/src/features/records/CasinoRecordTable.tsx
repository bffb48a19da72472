import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { CasinoRound } from 'shared/contract';
import { formatAmount, formatBeijingTime } from 'shared/format';
import { Muted, RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const RoundId = styled(Muted)`
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

const Detail = styled.span`
  display: inline-block;
  max-width: 18rem;
  white-space: normal;
  color: ${({ theme }) => theme.textMuted};
  overflow-wrap: anywhere;
`;

const WinLoss = styled.span`
  font-weight: 600;
`;

/** A signed amount: +12.50 for a win, -10.00 for a loss. */
function signed(amount: number): string {
  return amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);
}

/** A casino venue's rounds: time, venue, game, detail, stake, payout, win/loss (a win green, a loss red). */
export function CasinoRecordTable({ rounds, stale }: { rounds: readonly CasinoRound[]; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const columns: RecordColumn<CasinoRound>[] = [
    {
      key: 'time',
      title: t('records.casino.time'),
      cell: (round) => (
        <>
          {formatBeijingTime(round.createdAt)}
          <RoundId $size="0.75rem" data-testid="bet-record-round-id">
            {round.roundId}
          </RoundId>
        </>
      ),
    },
    { key: 'venue', title: t('records.casino.venue'), cell: (round) => round.venueName },
    { key: 'game', title: t('records.casino.game'), cell: (round) => round.gameName },
    { key: 'detail', title: t('records.casino.detail'), cell: (round) => <Detail>{round.detail}</Detail> },
    { key: 'stake', title: t('records.casino.stake'), num: true, cell: (round) => formatAmount(round.stake) },
    { key: 'payout', title: t('records.casino.payout'), num: true, cell: (round) => formatAmount(round.payout) },
    {
      key: 'winLoss',
      title: t('records.casino.winLoss'),
      num: true,
      tone: (round) => (round.winLoss > 0 ? 'credit' : round.winLoss < 0 ? 'debit' : undefined),
      cell: (round) => <WinLoss data-testid="bet-record-round-winloss">{signed(round.winLoss)}</WinLoss>,
    },
  ];
  return (
    <RecordsTable
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.roundId}
      stale={stale}
      minWidth="46rem"
      rowTestId="bet-record-round"
    />
  );
}
