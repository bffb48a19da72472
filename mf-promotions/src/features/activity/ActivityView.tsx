import { useTranslation } from 'shared/i18n';
import type { ActivityPageType } from 'shared/contract';
import { EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActivityPanel } from './ActivityPanel';
import { ActivityShell } from './ActivityShell';
import { JoinArea } from './JoinArea';
import { useActivity, type ActivityQuery } from './use-activity';

/**
 * /activity/<pageType>/<id>: loading, error with retry, not found (unknown id, or an activity of
 * another type than the address says), else the shell with the join area and the type's panel.
 */
export function ActivityView({ pageType, query }: { pageType: ActivityPageType; query: ActivityQuery | null }) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useActivity(query);
  const { activity } = loaded;

  if (loaded.status === 'error' && !activity) return <ErrorState message={loaded.error} onRetry={loaded.reload} />;
  if (loaded.status === 'loading' && !activity) return <Spinner />;
  if (!activity || activity.pageType !== pageType || activity.detail.pageType !== pageType) {
    return <EmptyState title={t('activity.notFound')} />;
  }
  return (
    <ActivityShell activity={activity}>
      {loaded.status === 'error' && <ErrorState message={loaded.error} onRetry={loaded.reload} />}
      <JoinArea activity={activity} onChange={loaded.replace} />
      <ActivityPanel activity={activity} onChange={loaded.replace} />
    </ActivityShell>
  );
}
