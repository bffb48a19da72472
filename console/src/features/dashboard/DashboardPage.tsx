import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { consoleDashboard, consoleDepositOrders, rolesAllow } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Link } from 'shared/router';
import { AsyncView, Muted, Surface } from 'shared/ui';
import { operatorRoles, operatorSessionAtom } from '../../lib/operator-session';
import { NAMESPACE } from '../../setup';

/** Live figures: refetched quietly while the tab is visible (paused when hidden). */
export const DASHBOARD_POLL_MS = 10_000;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
`;

const Figure = styled.strong`
  display: block;
  margin-top: 0.5rem;
  font-size: 1.5rem;
  font-variant-numeric: tabular-nums;
`;

/** A figure; with `to`, the figure links to the page that works through it. */
function Tile({
  label,
  value,
  detail,
  testId,
  to,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
  to?: string;
}) {
  return (
    <Surface $padding="1rem 1.25rem" data-testid={testId}>
      <Muted>{label}</Muted>
      <Figure>{to === undefined ? value : <Link to={to}>{value}</Link>}</Figure>
      {detail && <Muted $size="0.8125rem">{detail}</Muted>}
    </Surface>
  );
}

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleDashboard, {}, { poll: DASHBOARD_POLL_MS });
  const mayOpenDeposits = rolesAllow(consoleDepositOrders, operatorRoles(useAtomValue(operatorSessionAtom)));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('pages.dashboard')}</h1>
      <AsyncView state={state}>
        {(figures) => (
          <>
            <Muted>{t('dashboard.updatedAt', { at: formatBeijingTime(figures.at) })}</Muted>
            <Grid style={{ marginTop: '1rem' }}>
              <Tile testId="dash-online" label={t('dashboard.membersOnline')} value={String(figures.membersOnline)} />
              <Tile
                testId="dash-deposits"
                label={t('dashboard.depositsToday')}
                value={formatMoney(figures.depositsToday.sum)}
                detail={t('dashboard.countSum', {
                  count: figures.depositsToday.count,
                  sum: formatMoney(figures.depositsToday.sum),
                })}
              />
              <Tile
                testId="dash-withdrawals"
                label={t('dashboard.withdrawalsToday')}
                value={formatMoney(figures.withdrawalsToday.sum)}
                detail={t('dashboard.countSum', {
                  count: figures.withdrawalsToday.count,
                  sum: formatMoney(figures.withdrawalsToday.sum),
                })}
              />
              <Tile testId="dash-ggr" label={t('dashboard.ggrToday')} value={formatMoney(figures.ggrToday)} />
              <Tile
                testId="dash-bets"
                label={t('dashboard.openBets')}
                value={String(figures.openBets.count)}
                detail={t('dashboard.openBetsDetail', {
                  count: figures.openBets.count,
                  stake: formatMoney(figures.openBets.stake),
                  exposure: formatMoney(figures.openBets.exposure),
                })}
              />
              <Tile
                testId="dash-pending-withdrawals"
                label={t('dashboard.pendingWithdrawals')}
                value={String(figures.pending.withdrawals)}
              />
              <Tile
                testId="dash-awaiting-second"
                label={t('dashboard.awaitingSecond')}
                value={String(figures.pending.awaitingSecond)}
              />
              <Tile
                testId="dash-pending-deposits"
                label={t('dashboard.pendingDeposits')}
                value={String(figures.pending.deposits)}
                {...(mayOpenDeposits ? { to: '/deposits' } : {})}
              />
            </Grid>
          </>
        )}
      </AsyncView>
    </section>
  );
}
