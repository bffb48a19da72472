import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { ActionError } from '../../ActionError';
import type { PanelProps } from '../../panel-props';
import { PanelSection } from '../../PanelSection';
import { useActivityAction } from '../../use-activity-action';

const Tiers = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Tier = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 0.5rem 1rem;
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 0.5rem;
  accent-color: ${({ theme }) => theme.primary};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.875rem;
`;

/** bettingGift: each turnover tier with the member's progress towards it and 领取 once reached. */
export function BettingGiftPanel({ activity, onChange }: PanelProps<'bettingGift'>) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const action = useActivityAction(activity, onChange);
  const { tiers, myTurnover, claimed } = activity.detail;
  const mayClaim = loggedIn && (!activity.requiresJoin || activity.joined === true);

  return (
    <PanelSection aria-labelledby="betting-tiers">
      <h2 id="betting-tiers">{t('activity.betting.title')}</h2>
      {loggedIn && <p>{t('activity.betting.mine', { amount: formatMoney(myTurnover) })}</p>}
      <Tiers>
        {tiers.map((tier, index) => {
          const reached = myTurnover >= tier.turnover;
          const taken = claimed.includes(index);
          const label = t('activity.betting.tier', {
            turnover: formatMoney(tier.turnover),
            reward: formatMoney(tier.reward),
          });
          return (
            <Tier key={index} data-testid="betting-tier">
              <span>{label}</span>
              {taken ? (
                <Muted>{t('activity.betting.claimed')}</Muted>
              ) : reached && mayClaim ? (
                <Button
                  loading={action.busy}
                  disabled={action.busy}
                  aria-label={t('activity.betting.claimLabel', { tier: label })}
                  onClick={() => void action.run({ action: 'claimTier', tier: index })}
                >
                  {t('activity.betting.claim')}
                </Button>
              ) : (
                <Muted>{reached ? t('activity.betting.reached') : t('activity.betting.notReached')}</Muted>
              )}
              <Bar
                max={tier.turnover || 1}
                value={tier.turnover ? Math.min(myTurnover, tier.turnover) : 1}
                aria-label={t('activity.betting.progress', {
                  mine: formatMoney(Math.min(myTurnover, tier.turnover)),
                  target: formatMoney(tier.turnover),
                })}
              />
            </Tier>
          );
        })}
      </Tiers>
      {loggedIn && activity.requiresJoin && activity.joined !== true && (
        <Muted>{t('activity.betting.joinFirst')}</Muted>
      )}
      {action.error && <ActionError role="alert">{action.error}</ActionError>}
    </PanelSection>
  );
}
