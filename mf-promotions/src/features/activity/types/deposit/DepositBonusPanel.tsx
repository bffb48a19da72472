import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { formatMoney } from 'shared/format';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { ActionError } from '../../ActionError';
import type { PanelProps } from '../../panel-props';
import { PanelSection } from '../../PanelSection';
import { useActivityAction } from '../../use-activity-action';
import { bonusFor, exampleDeposit, turnoverFor } from './deposit-bonus';

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 1rem;
  margin: 0 0 1rem;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.text};
  }
`;

const Line = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.text};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const DepositLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

/** firstDeposit / againDeposit: the bonus terms with an example, then the member's deposit and bonus. */
export function DepositBonusPanel({ activity, onChange }: PanelProps<'firstDeposit' | 'againDeposit'>) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const served = useServedRoutes();
  const action = useActivityAction(activity, onChange);
  const { detail } = activity;
  const example = exampleDeposit(detail.minDeposit);
  const exampleBonus = bonusFor(example, detail);
  const deposit = detail.qualifyingDeposit;
  const bonus = detail.bonus;
  const pendingBonus = deposit ? bonusFor(deposit.amount, detail) : 0;
  // Joining is the join area's; the member deposits once joined (or when no join is asked).
  const mayDeposit = loggedIn && (!activity.requiresJoin || activity.joined === true) && activity.status === 'running';

  return (
    <PanelSection aria-labelledby="deposit-terms">
      <h2 id="deposit-terms">{t('activity.deposit.title')}</h2>
      <Terms>
        <div>
          <dt>{t('activity.deposit.rate')}</dt>
          <dd>{t('activity.deposit.percent', { rate: detail.bonusRate })}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.max')}</dt>
          <dd>{formatMoney(detail.maxBonus)}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.min')}</dt>
          <dd>{formatMoney(detail.minDeposit)}</dd>
        </div>
        <div>
          <dt>{t('activity.deposit.multiple')}</dt>
          <dd>{t('activity.deposit.times', { multiple: detail.turnoverMultiple })}</dd>
        </div>
      </Terms>
      <Line data-testid="deposit-example">
        {t('activity.deposit.example', {
          deposit: formatMoney(example),
          bonus: formatMoney(exampleBonus),
          turnover: formatMoney(turnoverFor(example, exampleBonus, detail.turnoverMultiple)),
        })}
      </Line>

      {deposit && (
        <Line data-testid="deposit-mine">
          {t('activity.deposit.myDeposit', { amount: formatMoney(deposit.amount), at: deposit.at })}
        </Line>
      )}
      {bonus ? (
        <Line data-testid="deposit-bonus">
          {t('activity.deposit.paid', {
            amount: formatMoney(bonus.amount),
            turnover: formatMoney(bonus.turnoverRequired),
          })}
        </Line>
      ) : (
        <Actions>
          {detail.joinTiming === 'before' && mayDeposit && !deposit && served.isServed('saveMoney') && (
            <DepositLink to={hrefFor('saveMoney')}>{t('activity.deposit.go')}</DepositLink>
          )}
          {detail.joinTiming === 'after' && loggedIn && deposit && (
            <>
              <Line as="span">
                {t('activity.deposit.claimable', {
                  amount: formatMoney(pendingBonus),
                  turnover: formatMoney(turnoverFor(deposit.amount, pendingBonus, detail.turnoverMultiple)),
                })}
              </Line>
              <Button
                loading={action.busy}
                disabled={action.busy || pendingBonus <= 0}
                onClick={() => void action.run({ action: 'claimBonus' })}
              >
                {t('activity.deposit.claim')}
              </Button>
            </>
          )}
          {detail.joinTiming === 'after' && loggedIn && !deposit && (
            <Line as="span">{t('activity.deposit.noDeposit', { min: formatMoney(detail.minDeposit) })}</Line>
          )}
          {action.error && <ActionError role="alert">{action.error}</ActionError>}
        </Actions>
      )}
    </PanelSection>
  );
}
