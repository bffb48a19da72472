import { useState } from 'react';
import { consoleVerticalsList, type VerticalSite } from 'shared/contract/console';
import { switchableVerticals, type SwitchableVertical } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { SwitchVerticalDialog } from './SwitchVerticalDialog';
import { VerticalsTable } from './VerticalsTable';

interface Switching {
  site: VerticalSite;
  vertical: SwitchableVertical;
}

/** 版块开关 (admin, release): each brand's switchable verticals on, in maintenance or off, live on open pages. */
export function VerticalsPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleVerticalsList, {});
  const [switching, setSwitching] = useState<Switching | null>(null);
  return (
    <section aria-labelledby="verticals-title">
      <h1 id="verticals-title">{t('pages.verticals')}</h1>
      <Muted as="p">{t('verticals.intro')}</Muted>
      <AsyncView state={state} isEmpty={(data) => data.sites.length === 0}>
        {(data) => (
          <>
            {data.sites.map((site) => (
              <Surface
                key={site.siteId}
                as="section"
                $padding="1rem 1.25rem"
                aria-label={t('verticals.site', { name: site.name, siteId: site.siteId })}
                data-testid={`verticals-${site.siteId}`}
                style={{ marginBottom: '1rem' }}
              >
                <h2 style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
                  {t('verticals.site', { name: site.name, siteId: site.siteId })}
                </h2>
                <VerticalsTable
                  site={site}
                  verticals={switchableVerticals}
                  onSwitch={(vertical) => setSwitching({ site, vertical })}
                />
              </Surface>
            ))}
          </>
        )}
      </AsyncView>
      {switching !== null && (
        <SwitchVerticalDialog site={switching.site} vertical={switching.vertical} onClose={() => setSwitching(null)} />
      )}
    </section>
  );
}
