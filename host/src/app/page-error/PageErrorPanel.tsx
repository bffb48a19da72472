import { useTranslation } from 'shared/i18n';
import { pageTraceId } from 'shared/diagnostics';
import { ErrorState } from 'shared/ui';
import { NAMESPACE } from '../../setup';

export interface PageErrorPanelProps {
  /** The page's code is from an older build: only a reload brings the new one. */
  updated: boolean;
  onRetry: () => void;
}

/** What stands in for a page that failed: 页面已更新，请刷新 with a reload, or the error with its trace id and a retry. */
export function PageErrorPanel({ updated, onRetry }: PageErrorPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  if (updated) {
    return (
      <ErrorState
        title={t('pageError.updated')}
        message={t('pageError.updatedHint')}
        retryLabel={t('pageError.reload')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return (
    <ErrorState
      title={t('pageError.crashed')}
      message={t('pageError.crashedHint', { traceId: pageTraceId() })}
      onRetry={onRetry}
    />
  );
}
