import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { protectionSettings, type ProtectionLimitKind, type ProtectionSettings } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { AsyncView, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Panel } from '../../ui/page-styles';
import { BreakSection } from './BreakSection';
import { LimitRow } from './LimitRow';
import { LimitUsage } from './LimitUsage';
import { Block } from './protection-styles';
import { RealityCheckSection } from './RealityCheckSection';

function LimitsBlock({
  kind,
  settings,
  onSaved,
}: {
  kind: ProtectionLimitKind;
  settings: ProtectionSettings;
  onSaved: (next: ProtectionSettings) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Block aria-labelledby={`limits-${kind}-title`}>
      <h2 id={`limits-${kind}-title`}>{t(`protection.${kind}.title`)}</h2>
      <p>{t(`protection.${kind}.intro`)}</p>
      {settings.limits
        .filter((limit) => limit.kind === kind)
        .map((limit) => (
          <LimitRow key={limit.period} limit={limit} onSaved={onSaved} />
        ))}
    </Block>
  );
}

/** /mine/responsible (负责任博彩): the member's own limits, reminder and breaks. */
export function ProtectionPage() {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useEndpoint(protectionSettings, {});
  /** The answer of the last change, which is the settings as they now stand, until a newer load. */
  const [saved, setSaved] = useState<ProtectionSettings | null>(null);
  useEffect(() => setSaved(null), [loaded.data]);

  return (
    <Panel aria-labelledby="protection-title">
      <PageHead id="protection-title" title={t('protection.title')}>
        <span>{t('protection.subtitle')}</span>
      </PageHead>
      <AsyncView state={loaded}>
        {(data) => {
          const settings = saved ?? data;
          return (
            <>
              <LimitUsage settings={settings} />
              <LimitsBlock kind="deposit" settings={settings} onSaved={setSaved} />
              <LimitsBlock kind="loss" settings={settings} onSaved={setSaved} />
              <RealityCheckSection minutes={settings.realityCheckMinutes} onSaved={setSaved} />
              <BreakSection kind="timeout" />
              <BreakSection kind="exclusion" />
            </>
          );
        }}
      </AsyncView>
    </Panel>
  );
}
