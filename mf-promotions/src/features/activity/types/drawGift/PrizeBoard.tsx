import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../../setup';
import type { DrawPrize } from './draw-detail';
import { ringCells, ringSize } from './ring-layout';

const Board = styled.div<{ $size: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $size }) => $size}, minmax(0, 1fr));
  grid-auto-rows: minmax(5rem, auto);
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.surfaceAlt};
  ul {
    display: contents;
  }
`;

const Cell = styled.li<{ $lit: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  padding: 0.5rem;
  list-style: none;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $lit }) => ($lit ? theme.accent : theme.border)};
  background: ${({ theme, $lit }) => ($lit ? theme.accent : theme.surface)};
  color: ${({ theme, $lit }) => ($lit ? textOn(theme.accent) : theme.text)};
  font-size: 0.8125rem;
  strong {
    font-size: 0.875rem;
  }
`;

const Blank = styled.li`
  list-style: none;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.border};
`;

const Centre = styled.div<{ $size: number }>`
  grid-row: 2 / ${({ $size }) => $size};
  grid-column: 2 / ${({ $size }) => $size};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  text-align: center;
`;

export interface PrizeBoardProps {
  prizes: readonly DrawPrize[];
  lit: number | null;
  /** The draw button and the chances, in the middle of the board. */
  children: ReactNode;
}

/** The prizes round the border of a square board (九宫格 for eight), the lights running clockwise. */
export function PrizeBoard({ prizes, lit, children }: PrizeBoardProps) {
  const { t } = useTranslation(NAMESPACE);
  const size = ringSize(prizes.length);
  const cells = ringCells(size);
  return (
    <Board $size={size} data-testid="draw-board">
      <ul aria-label={t('draw.prizes')}>
        {cells.map((cell, index) => {
          const place = { gridRow: cell.row, gridColumn: cell.column };
          const prize = prizes[index];
          if (!prize) return <Blank key={`blank-${index}`} style={place} aria-hidden />;
          return (
            <Cell
              key={prize.id}
              style={place}
              $lit={lit === index}
              data-prize-id={prize.id}
              data-lit={lit === index || undefined}
            >
              <strong>{prize.name}</strong>
              {prize.amount > 0 && <span>{formatMoney(prize.amount)}</span>}
            </Cell>
          );
        })}
      </ul>
      <Centre $size={size}>{children}</Centre>
    </Board>
  );
}
