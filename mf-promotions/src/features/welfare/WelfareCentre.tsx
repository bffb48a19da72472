import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { hrefFor } from 'shared/routes';
import type { WelfareItem } from 'shared/contract';
import { AsyncView, Button, EmptyState, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { remainingUntil } from './countdown';
import { useNow } from './use-now';
import { useWelfare } from './use-welfare';
import { WelfareCard } from './WelfareCard';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  color: ${({ theme }) => theme.text};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  p {
    margin: 0;
    color: ${({ theme }) => theme.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.accent};
    font-size: 1.125rem;
    margin: 0 0.25rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Grid = styled.ul<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

/** /mine/welfare: the rewards waiting to be claimed, one at a time or all at once. */
export function WelfareCentre() {
  const { t } = useTranslation(NAMESPACE);
  const { list, claim, running, error } = useWelfare();
  const now = useNow();
  const loading = list.status === 'loading';

  const draw = (items: readonly WelfareItem[]) => {
    const open = items.filter((item) => remainingUntil(item.expiresAt, now) !== null);
    const total = Math.round(open.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
    return (
      <Page aria-labelledby="welfare-title" aria-busy={loading || undefined} data-testid="welfare-page">
        <PageHead id="welfare-title" title={t('welfare.title')} />
        {items.length === 0 ? (
          <EmptyState title={t('welfare.empty')}>
            <Link to={hrefFor('discount')}>{t('welfare.toActivities')}</Link>
          </EmptyState>
        ) : (
          <>
            <Bar>
              <p data-testid="welfare-summary">
                {t('welfare.summary', { count: open.length, amount: formatMoney(total) })}
              </p>
              <Button
                onClick={() => void claim({ kind: 'all' })}
                loading={running === 'all'}
                disabled={running !== null || loading || open.length === 0}
              >
                {t('welfare.claimAll')}
              </Button>
            </Bar>
            {error !== null && <Problem role="alert">{error}</Problem>}
            <Grid $stale={loading}>
              {items.map((item) => (
                <WelfareCard
                  key={item.id}
                  item={item}
                  now={now}
                  claiming={running === String(item.id)}
                  blocked={running !== null || loading}
                  onClaim={(id) => void claim({ kind: 'one', id })}
                />
              ))}
            </Grid>
          </>
        )}
      </Page>
    );
  };
  return <AsyncView state={list}>{(data) => draw(data.list)}</AsyncView>;
}
