import { consoleSiteAccessList } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SiteAccessForm } from './SiteAccessForm';

/** 站点访问 (admin): each brand's maintenance, login/registration suspension, regions and IP deny list. */
export function SiteAccessPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleSiteAccessList, {});
  return (
    <section aria-labelledby="site-access-title">
      <h1 id="site-access-title">{t('pages.siteAccess')}</h1>
      <AsyncView state={state} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <Muted as="p">
              {data.regionHeader === null
                ? t('siteAccess.regionsOff')
                : t('siteAccess.regionsFrom', { header: data.regionHeader })}
            </Muted>
            {data.list.map((access) => (
              <SiteAccessForm key={access.siteId} access={access} />
            ))}
          </>
        )}
      </AsyncView>
    </section>
  );
}
