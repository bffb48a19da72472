import { useTranslation } from 'shared/i18n';
import type { ProtectionSettings } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { MeterBar, Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Block } from './protection-styles';

/**
 * How much of each deposit and loss limit in force this period has used, one meter each; a
 * sentence when no limit is set. Reads the same settings the rows below change.
 */
export function LimitUsage({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation(NAMESPACE);
  const set = settings.limits.filter((limit) => limit.amount !== null);
  return (
    <Block aria-labelledby="limit-usage-title" data-testid="limit-usage">
      <h2 id="limit-usage-title">{t('protection.usage.title')}</h2>
      {set.length === 0 ? (
        <Muted as="p" data-testid="limit-usage-empty">
          {t('protection.usage.empty')}
        </Muted>
      ) : (
        set.map((limit) => (
          <MeterBar
            key={`${limit.kind}-${limit.period}`}
            data-testid={`limit-meter-${limit.kind}-${limit.period}`}
            label={t('protection.usage.label', {
              kind: t(`protection.${limit.kind}.title`),
              period: t(`protection.period.${limit.period}`),
            })}
            used={limit.used}
            limit={limit.amount ?? 0}
            valueText={t('protection.usage.value', {
              used: formatMoney(limit.used),
              limit: formatMoney(limit.amount ?? 0),
            })}
          />
        ))
      )}
    </Block>
  );
}
