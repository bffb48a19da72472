import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { betRecordDaily, type BetRecordDay } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useEndpoint } from 'shared/query';
import { BarChart, ErrorState, Muted, PillGroup, Spinner, type ChartBar } from 'shared/ui';
import { NAMESPACE } from '../../setup';

type Span = '7' | '30';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** +¥90 / -¥20 / ¥0: a net result says which way it went. */
function signed(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

function barsOf(days: readonly BetRecordDay[]): ChartBar[] {
  return days.map((day) => ({
    key: day.date,
    label: day.date.slice(5),
    fullLabel: day.date,
    value: day.winLoss,
    valueText: signed(day.winLoss),
  }));
}

/**
 * Net result of the member's settled bets at the venue by day over the last 7 or 30 days: a bar
 * chart with a hidden table, or a sentence when nothing was settled in the span.
 */
export function DailyWinLossChart({ venue }: { venue: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [span, setSpan] = useState<Span>('7');
  const daily = useEndpoint(betRecordDaily, { venue, days: span === '7' ? 7 : 30 });
  const days = daily.data?.days ?? [];
  const settled = days.reduce((count, day) => count + day.count, 0);
  const net = days.reduce((sum, day) => sum + day.winLoss, 0);
  return (
    <Box aria-labelledby="daily-win-loss-title" data-testid="daily-win-loss">
      <Head>
        <h3 id="daily-win-loss-title">{t('records.chart.title')}</h3>
        <PillGroup<Span>
          label={t('records.chart.span')}
          value={span}
          onChange={setSpan}
          options={[
            { value: '7', label: t('records.range.week'), testId: 'daily-span-7' },
            { value: '30', label: t('records.range.month'), testId: 'daily-span-30' },
          ]}
        />
      </Head>
      {daily.status === 'error' && <ErrorState message={daily.error} onRetry={daily.reload} />}
      {daily.status === 'loading' && !daily.data && <Spinner />}
      {daily.data && settled === 0 && (
        <Muted as="p" data-testid="daily-win-loss-empty">
          {t('records.chart.empty', { count: Number(span) })}
        </Muted>
      )}
      {daily.data && settled > 0 && (
        <BarChart
          data-testid="daily-win-loss-chart"
          summary={t('records.chart.summary', { count: Number(span), net: signed(net), bets: settled })}
          columns={[t('records.chart.day'), t('records.chart.net')]}
          bars={barsOf(days)}
        />
      )}
    </Box>
  );
}
