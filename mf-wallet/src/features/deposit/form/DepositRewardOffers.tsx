import styled from 'styled-components';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { querySiteDepositRewardConfigList, type DepositRewardConfig } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { useEndpoint } from 'shared/query';
import { NAMESPACE } from '../../../setup';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

const Offer = styled.li`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  border-left: 4px solid ${({ theme }) => theme.primary};
  font-size: 0.875rem;
  display: grid;
  gap: 0.25rem;
  strong {
    color: ${({ theme }) => theme.primary};
  }
  a {
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

const Terms = styled.span`
  color: ${({ theme }) => theme.textMuted};
`;

/**
 * The deposit bonuses the member can still get (querySiteDepositRewardConfigList), with what to do
 * next: join first, deposit enough, or claim on the activity page. The list is a hint beside the
 * form, so a failed load shows nothing rather than standing in the way of a deposit.
 */
export function DepositRewardOffers() {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const offers = useEndpoint(querySiteDepositRewardConfigList, {});
  const list = offers.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <List aria-label={t('deposit.rewards.title')} data-testid="deposit-rewards">
      {list.map((offer) => (
        <Offer key={offer.activityId} data-testid={`deposit-reward-${offer.activityId}`}>
          <strong>{offer.title}</strong>
          <Terms>
            {t('deposit.rewards.terms', {
              rate: offer.bonusRate,
              max: formatMoney(offer.maxBonus),
              min: formatMoney(offer.minDeposit),
              multiple: offer.turnoverMultiple,
            })}
          </Terms>
          <span>
            {t(`deposit.rewards.next.${nextKey(offer)}`, { min: formatMoney(offer.minDeposit) })}
            {offer.next !== 'deposit' && served.isServed(offer.pageType) && (
              <>
                {' '}
                <Link to={hrefFor(offer.pageType, { id: String(offer.activityId) })}>
                  {t(`deposit.rewards.go.${offer.next}`)}
                </Link>
              </>
            )}
          </span>
        </Offer>
      ))}
    </List>
  );
}

/** A bonus paid with the deposit (joinTiming 'before') says so; one applied for afterwards says that. */
function nextKey(offer: DepositRewardConfig): 'join' | 'claim' | 'depositPaid' | 'depositThenClaim' {
  if (offer.next !== 'deposit') return offer.next;
  return offer.joinTiming === 'before' ? 'depositPaid' : 'depositThenClaim';
}
