import { memo } from 'react';
import styled from 'styled-components';
import type { CasinoRound } from 'shared/contract';
import { formatAmount, formatBeijingTime } from 'shared/format';

const Row = styled.tr`
  td { padding: 0.75rem 0.625rem; border-top: 1px solid ${({ theme }) => theme.border}; vertical-align: top; }
  td[data-num] { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

const Time = styled.td`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.div`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  overflow-wrap: anywhere;
`;

const Detail = styled.td`
  max-width: 18rem;
  color: ${({ theme }) => theme.textMuted};
  overflow-wrap: anywhere;
`;

const WinLoss = styled.td<{ $tone: 'win' | 'loss' | 'plain' }>`
  font-weight: 600;
  color: ${({ theme, $tone }) => ({ win: theme.success, loss: theme.danger, plain: theme.text })[$tone]};
`;

/** A signed amount: +12.50 for a win, -10.00 for a loss. */
function signed(amount: number): string {
  return amount > 0 ? `+${formatAmount(amount)}` : formatAmount(amount);
}

/** One casino round: when, where, what was played and shown, the stake, the payout and the result. */
export const CasinoRoundRow = memo(function CasinoRoundRow({ round }: { round: CasinoRound }) {
  return (
    <Row data-testid="bet-record-round" data-round-id={round.roundId}>
      <Time>
        {formatBeijingTime(round.createdAt)}
        <Muted>{round.roundId}</Muted>
      </Time>
      <td>{round.venueName}</td>
      <td>{round.gameName}</td>
      <Detail>{round.detail}</Detail>
      <td data-num="">{formatAmount(round.stake)}</td>
      <td data-num="">{formatAmount(round.payout)}</td>
      <WinLoss data-num="" data-testid="bet-record-round-winloss" $tone={round.winLoss > 0 ? 'win' : round.winLoss < 0 ? 'loss' : 'plain'}>
        {signed(round.winLoss)}
      </WinLoss>
    </Row>
  );
});
