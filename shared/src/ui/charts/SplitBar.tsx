import styled, { useTheme, type DefaultTheme } from 'styled-components';

/** One share of the whole: its name, amount and the amount as the page writes it. */
export interface SplitPart {
  key: string;
  label: string;
  value: number;
  valueText: string;
}

export interface SplitBarProps {
  /** What the whole is: 资金分布. Starts the picture's name, followed by each share. */
  label: string;
  parts: readonly SplitPart[];
  'data-testid'?: string;
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 1rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 2px;
  background: ${({ $color }) => $color};
`;

const WIDTH = 100;
const HEIGHT = 12;

function palette(theme: DefaultTheme): string[] {
  return [theme.primary, theme.accent, theme.success, theme.warning, theme.danger, theme.textMuted];
}

/** Percent of the whole, one decimal at most. */
function percentOf(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 1000) / 10 : 0;
}

/**
 * How a whole splits into parts: one bar cut in proportion (inline SVG, role="img" named by every
 * part with its amount and share) and a legend written out. Parts of zero keep their legend entry.
 */
export function SplitBar({ label, parts, 'data-testid': testId }: SplitBarProps) {
  const theme = useTheme();
  const colors = palette(theme);
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  let x = 0;
  const name = `${label}：${parts.map((part) => `${part.label} ${part.valueText}（${percentOf(part.value, total)}%）`).join('，')}`;
  return (
    <div data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={name}
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} rx={3} fill={theme.surfaceAlt} />
        {parts.map((part, i) => {
          const width = total > 0 ? (Math.max(0, part.value) / total) * WIDTH : 0;
          const start = x;
          x += width;
          return width > 0 ? (
            <rect key={part.key} x={start} y={0} width={width} height={HEIGHT} fill={colors[i % colors.length]} />
          ) : null;
        })}
      </svg>
      <Legend aria-hidden>
        {parts.map((part, i) => (
          <li key={part.key}>
            <Swatch $color={colors[i % colors.length]!} />
            <span>
              {part.label} <strong>{part.valueText}</strong> {percentOf(part.value, total)}%
            </span>
          </li>
        ))}
      </Legend>
    </div>
  );
}
