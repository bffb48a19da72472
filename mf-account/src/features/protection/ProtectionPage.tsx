import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import type { ProtectionLimitKind, ProtectionSettings } from 'shared/contract';
import { ErrorState, PageHead, Spinner, useAsync } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Panel } from '../shared-ui/page-styles';
import { BreakSection } from './BreakSection';
import { LimitRow } from './LimitRow';
import { loadSettings } from './protection-api';
import { Block } from './protection-styles';
import { RealityCheckSection } from './RealityCheckSection';

function LimitsBlock({ kind, settings, onSaved }: { kind: ProtectionLimitKind; settings: ProtectionSettings; onSaved: (next: ProtectionSettings) => void }) {
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
  const loaded = useAsync(loadSettings, []);
  /** The answer of the last change, which is the settings as they now stand. */
  const [saved, setSaved] = useState<ProtectionSettings | null>(null);
  const settings = saved ?? loaded.data;

  return (
    <Panel aria-labelledby="protection-title">
      <PageHead id="protection-title" title={t('protection.title')}>
        <span>{t('protection.subtitle')}</span>
      </PageHead>
      {loaded.status === 'error' && <ErrorState message={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && settings === undefined && <Spinner />}
      {settings && (
        <>
          <LimitsBlock kind="deposit" settings={settings} onSaved={setSaved} />
          <LimitsBlock kind="loss" settings={settings} onSaved={setSaved} />
          <RealityCheckSection minutes={settings.realityCheckMinutes} onSaved={setSaved} />
          <BreakSection kind="timeout" />
          <BreakSection kind="exclusion" />
        </>
      )}
    </Panel>
  );
}
