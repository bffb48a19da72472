import { consoleFundRulesList, consoleVenueList } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { FundRulesForm } from './FundRulesForm';
import { VenueTestingTable } from './VenueTestingTable';

/** 资金安全 (admin): each brand's phone rules, member locking and withdrawal hold; and venues in testing. */
export function FundRulesPage() {
  const { t } = useTranslation(NAMESPACE);
  const rules = useEndpoint(consoleFundRulesList, {});
  const venues = useEndpoint(consoleVenueList, {});
  return (
    <section aria-labelledby="fund-rules-title">
      <h1 id="fund-rules-title">{t('pages.fundRules')}</h1>
      <Muted as="p">{t('fundRules.intro')}</Muted>
      <AsyncView state={rules} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            {data.list.map((brand) => (
              <FundRulesForm key={brand.siteId} rules={brand} />
            ))}
          </>
        )}
      </AsyncView>
      <h2>{t('fundRules.venuesTitle')}</h2>
      <Muted as="p">{t('fundRules.venuesIntro')}</Muted>
      <AsyncView state={venues} isEmpty={(data) => data.list.length === 0}>
        {(data) => <VenueTestingTable venues={data.list} />}
      </AsyncView>
    </section>
  );
}
