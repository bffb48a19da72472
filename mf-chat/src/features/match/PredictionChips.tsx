import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { ChatScorePrediction } from 'shared/contract';
import { NAMESPACE } from '../../setup';

/** Chips shown; the push may carry up to ten. */
const SHOWN = 3;

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0.375rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Chip = styled.li`
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font-variant-numeric: tabular-nums;
  strong {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

const Chips = styled.ul`
  display: contents;
  list-style: none;
`;

/** The room's most predicted final scores. */
export function PredictionChips({ prediction }: { prediction: ChatScorePrediction }) {
  const { t } = useTranslation(NAMESPACE);
  const top = [...prediction.predictions].sort((a, b) => b.percent - a.percent).slice(0, SHOWN);
  if (top.length === 0) return null;
  return (
    <Row data-testid="match-chat-prediction">
      <span>{t('match.prediction')}</span>
      <Chips>
        {top.map(({ score, percent }) => (
          <Chip key={score}>
            <strong>{score.replace('-', ' : ')}</strong> {Math.round(percent)}%
          </Chip>
        ))}
      </Chips>
    </Row>
  );
}
