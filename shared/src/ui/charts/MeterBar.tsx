import styled, { useTheme } from 'styled-components';

export interface MeterBarProps {
  /** What is measured: 存款限额（每日）. */
  label: string;
  used: number;
  limit: number;
  /** Drawn beside the label and read as the picture's name: 已用 ¥200 / ¥1,000. */
  valueText: string;
  'data-testid'?: string;
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.text};
    font-variant-numeric: tabular-nums;
  }
`;

const HEIGHT = 8;
const RADIUS = HEIGHT / 2;
/** From this share on the bar turns to the warning colour, and to danger when all is used. */
const NEAR = 0.8;

/**
 * How much of a limit is used: a track and its filled share in inline SVG (role="img", named by the
 * label, the figures and the percentage), with the figures written beside the label.
 */
export function MeterBar({ label, used, limit, valueText, 'data-testid': testId }: MeterBarProps) {
  const theme = useTheme();
  const share = limit > 0 ? Math.min(1, Math.max(0, used / limit)) : 0;
  const percent = Math.round(share * 100);
  const fill = share >= 1 ? theme.danger : share >= NEAR ? theme.warning : theme.primary;
  return (
    <Row data-testid={testId}>
      <Caption aria-hidden>
        <span>{label}</span>
        <strong>
          {valueText}（{percent}%）
        </strong>
      </Caption>
      {/* Widths in percent, no stretched viewBox: the rounded ends stay round at any width. */}
      <svg
        width="100%"
        height={HEIGHT}
        overflow="visible"
        role="img"
        aria-label={`${label}：${valueText}（${percent}%）`}
        data-share={percent}
      >
        <rect x={0} y={0} width="100%" height={HEIGHT} rx={RADIUS} fill={theme.surfaceAlt} stroke={theme.border} />
        {share > 0 && <rect x={0} y={0} width={`${share * 100}%`} height={HEIGHT} rx={RADIUS} fill={fill} />}
      </svg>
    </Row>
  );
}
