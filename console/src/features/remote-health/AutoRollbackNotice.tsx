import { useTranslation } from 'shared/i18n';
import type { AutoRollback } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { percent } from './health-columns';

/** The canaries the server withdrew within the window, one line each with the figures it acted on. */
export function AutoRollbackNotice({
  rollbacks,
  siteName,
}: {
  rollbacks: readonly AutoRollback[];
  siteName: (siteId: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (rollbacks.length === 0) return null;
  return (
    <Surface $padding="0.75rem 1rem" style={{ marginBottom: '1rem' }} role="status" data-testid="auto-rollbacks">
      <h2 style={{ fontSize: '1rem', margin: '0 0 0.25rem' }}>{t('remoteHealth.autoRollbacks')}</h2>
      {rollbacks.map((row) => (
        <p key={`${row.at}-${row.siteId}-${row.remote}`} data-testid="auto-rollback" style={{ margin: '0.25rem 0' }}>
          {t('remoteHealth.autoRollbackLine', {
            at: formatBeijingTime(row.at, 'second'),
            site: siteName(row.siteId),
            remote: row.remote,
            version: row.version,
            loads: row.figures.loads,
            failures: row.figures.failures,
            rate: percent(row.figures.rate),
            threshold: percent(row.figures.threshold),
          })}
        </p>
      ))}
    </Surface>
  );
}
