import styled from 'styled-components';
import type { Progress } from './grade-progress';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  font-size: 0.8125rem;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number; $reached: boolean }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme, $reached }) => ($reached ? theme.success : theme.primary)};
  transition: width 0.3s;
`;

export interface ProgressBarProps {
  /** What is measured, e.g. 存款; the bar's accessible name. */
  label: string;
  /** "¥2,500 / ¥10,000" as the caller formats it. */
  figures: string;
  /** "还需 ¥7,500" or "已达成". */
  note: string;
  progress: Progress;
  testId: string;
}

/** One requirement's bar with its figures and what is still needed. */
export function ProgressBar({ label, figures, note, progress, testId }: ProgressBarProps) {
  return (
    <Row data-testid={testId}>
      <Caption>
        <span>
          {label} <strong>{figures}</strong>
        </span>
        <span data-testid={`${testId}-note`}>{note}</span>
      </Caption>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <Fill $percent={progress.percent} $reached={progress.reached} />
      </Track>
    </Row>
  );
}
