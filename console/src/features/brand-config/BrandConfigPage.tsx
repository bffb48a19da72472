import { useState } from 'react';
import { consoleBrandConfigs } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, PillGroup, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { BrandConfigEditor } from './BrandConfigEditor';
import { BrandConfigHistory } from './BrandConfigHistory';

/** 品牌配置 (admin, release): each brand's live configuration, its versions and one-step rollback. */
export function BrandConfigPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleBrandConfigs, {});
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <section aria-labelledby="brand-config-title">
      <h1 id="brand-config-title">{t('pages.brandConfig')}</h1>
      <Muted as="p">{t('brandConfig.intro')}</Muted>
      <AsyncView state={state} isEmpty={(data) => data.sites.length === 0}>
        {(data) => {
          const site = data.sites.find((entry) => entry.siteId === chosen) ?? data.sites[0];
          if (site === undefined) return null;
          return (
            <>
              <PillGroup
                label={t('brandConfig.site')}
                kind="tabs"
                options={data.sites.map((entry) => ({
                  value: entry.siteId,
                  label: t('brandConfig.siteOption', { name: entry.name, siteId: entry.siteId }),
                }))}
                value={site.siteId}
                onChange={setChosen}
              />
              <Surface
                $padding="1rem 1.25rem"
                style={{ margin: '1rem 0' }}
                data-testid="brand-config-current"
                aria-label={t('brandConfig.siteOption', { name: site.name, siteId: site.siteId })}
                as="section"
              >
                <Muted as="p">
                  {site.current === null
                    ? t('brandConfig.none')
                    : t('brandConfig.currentVersion', { version: site.current.version, by: site.current.createdBy })}
                </Muted>
                <BrandConfigEditor key={`${site.siteId}@${site.current?.version ?? 0}`} site={site} />
              </Surface>
              <h2 style={{ fontSize: '1rem' }}>{t('brandConfig.history')}</h2>
              <BrandConfigHistory site={site} onRestored={() => undefined} />
            </>
          );
        }}
      </AsyncView>
    </section>
  );
}
