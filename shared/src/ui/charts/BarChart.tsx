import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** One bar: its label under the axis, its value (signed), and both as the table reads them. */
export interface ChartBar {
  key: string;
  /** Under the bar, short: 11-28. */
  label: string;
  /** In the table: 2026-11-28. */
  fullLabel: string;
  value: number;
  /** The value as the page writes it: +¥90.00. */
  valueText: string;
}

export interface BarChartProps {
  /** What the picture says in one sentence: its role="img" name. */
  summary: string;
  bars: readonly ChartBar[];
  /** Headings of the hidden table: [day, net result]. */
  columns: readonly [string, string];
  'data-testid'?: string;
}

const Figure = styled.figure`
  position: relative;
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 20;
/** Room either side so the first and last day labels are not cut. */
const EDGE = 24;

/**
 * Signed bars about a zero line: gains up in the success colour, losses down in the danger colour.
 * Inline SVG named by `summary` (role="img"), with a visually hidden table of every bar for screen
 * readers. Bar labels show every few bars when there are many.
 */
export function BarChart({ summary, bars, columns, 'data-testid': testId }: BarChartProps) {
  const theme = useTheme();
  const top = Math.max(0, ...bars.map((bar) => bar.value));
  const bottom = Math.min(0, ...bars.map((bar) => bar.value));
  const span = top - bottom || 1;
  const plot = HEIGHT - AXIS;
  const zeroY = (top / span) * plot;
  const slot = WIDTH / Math.max(bars.length, 1);
  const barWidth = Math.max(2, slot * 0.6);
  const labelEvery = Math.ceil(bars.length / 10);
  return (
    <Figure data-testid={testId}>
      <svg viewBox={`${-EDGE} 0 ${WIDTH + 2 * EDGE} ${HEIGHT}`} role="img" aria-label={summary}>
        <line x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} stroke={theme.border} strokeWidth={1} />
        {bars.map((bar, i) => {
          const length = (Math.abs(bar.value) / span) * plot;
          const x = i * slot + (slot - barWidth) / 2;
          return (
            <g key={bar.key}>
              {bar.value !== 0 && (
                <rect
                  x={x}
                  y={bar.value > 0 ? zeroY - length : zeroY}
                  width={barWidth}
                  height={Math.max(1, length)}
                  rx={2}
                  fill={bar.value > 0 ? theme.success : theme.danger}
                  data-value={bar.value}
                />
              )}
              {i % labelEvery === 0 && (
                <text x={i * slot + slot / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={12} fill={theme.textMuted}>
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.fullLabel}</th>
                <td>{bar.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
