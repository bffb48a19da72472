import { useState } from 'react';
import { consoleReleaseOverview, type RemoteVersion } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Muted, PillGroup, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { BrandPins } from './BrandPins';
import { IssueOverrideForm } from './IssueOverrideForm';
import { LiveOverrides } from './LiveOverrides';
import { ChangePinDialog, type OperatorAction, type PinChangeRequest } from './ChangePinDialog';
import { PinHistory } from './PinHistory';
import { RemoteVersions } from './RemoteVersions';

/**
 * 发布管理 (release, admin): per brand, which version of each remote its visitors load (stable, and
 * a canary for a share of them), every published version, and the history of changes. Each change
 * is confirmed first and is live on the visitors' next page load.
 */
export function ReleasesPage() {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleReleaseOverview, {});
  const [chosen, setChosen] = useState<string | null>(null);
  const [request, setRequest] = useState<PinChangeRequest | null>(null);
  return (
    <section aria-labelledby="releases-title">
      <h1 id="releases-title">{t('pages.releases')}</h1>
      <Muted as="p">{t('releases.intro')}</Muted>
      <AsyncView state={state} isEmpty={(data) => data.brands.length === 0}>
        {(data) => {
          const brand = data.brands.find((b) => b.siteId === chosen) ?? data.brands[0]!;
          const open = (action: OperatorAction, remote: RemoteVersion['remote']) =>
            setRequest({
              action,
              siteId: brand.siteId,
              brandName: brand.name,
              remote,
              pin: brand.pins.find((pin) => pin.remote === remote) ?? null,
              versions: data.versions.filter((version) => version.remote === remote),
            });
          return (
            <>
              <PillGroup
                kind="tabs"
                label={t('releases.brands')}
                value={brand.siteId}
                onChange={setChosen}
                options={data.brands.map((b) => ({
                  value: b.siteId,
                  label: t('releases.brand', { name: b.name, siteId: b.siteId }),
                  testId: `release-brand-${b.siteId}`,
                }))}
              />
              <Surface $padding="1rem 1.25rem" style={{ margin: '1rem 0' }}>
                <h2 style={{ margin: '0 0 0.75rem', fontSize: '1rem' }}>{t('releases.pinsTitle')}</h2>
                <BrandPins siteId={brand.siteId} pins={brand.pins} versions={data.versions} onAction={open} />
              </Surface>
              <Surface $padding="1rem 1.25rem" style={{ margin: '1rem 0' }} data-testid="override-section">
                <h2 style={{ margin: '0 0 0.75rem', fontSize: '1rem' }}>{t('overrides.title')}</h2>
                <Muted as="p" style={{ margin: '0 0 0.75rem' }}>
                  {t('overrides.intro')}
                </Muted>
                <IssueOverrideForm key={brand.siteId} siteId={brand.siteId} />
                <h3 style={{ margin: '1rem 0 0.5rem', fontSize: '0.9375rem' }}>{t('overrides.liveTitle')}</h3>
                <LiveOverrides brandName={(siteId) => data.brands.find((b) => b.siteId === siteId)?.name ?? siteId} />
              </Surface>
              <Surface $padding="1rem 1.25rem" style={{ margin: '1rem 0' }}>
                <h2 style={{ margin: '0 0 0.75rem', fontSize: '1rem' }}>{t('releases.historyTitle')}</h2>
                <PinHistory siteId={brand.siteId} />
              </Surface>
              <Surface $padding="1rem 1.25rem" style={{ margin: '1rem 0' }}>
                <h2 style={{ margin: '0 0 0.75rem', fontSize: '1rem' }}>{t('releases.versionsTitle')}</h2>
                <RemoteVersions versions={data.versions} />
              </Surface>
              {request !== null && <ChangePinDialog request={request} onClose={() => setRequest(null)} />}
            </>
          );
        }}
      </AsyncView>
    </section>
  );
}
