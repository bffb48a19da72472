import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { RemoteName } from 'shared/remotes';
import { Button, Dialog, ErrorState } from 'shared/ui';
import type { RemoteFailureReason } from '../federation/load-remote-module';
import { NAMESPACE } from '../setup';

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.danger};
`;

export type RemoteAreaVariant = 'page' | 'inline' | 'dialog';

/** What a dead remote leaves in its area: a Chinese message and a retry. */
export function RemoteRetryPanel({
  remote,
  variant,
  reason = 'unavailable',
  onRetry,
  onDismiss,
}: {
  remote: RemoteName;
  variant: RemoteAreaVariant;
  reason?: RemoteFailureReason;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shared');
  const { t: th } = useTranslation(NAMESPACE);
  const area = t(`remote.areas.${remote}`);
  // A remote built against a newer `shared` than this host's: waiting on its server will not help.
  const title =
    reason === 'incompatible' ? th('remoteArea.incompatibleTitle', { area }) : t('remote.loadFailedTitle', { area });
  const body = reason === 'incompatible' ? th('remoteArea.incompatibleBody') : t('remote.loadFailedBody');
  if (variant === 'dialog') {
    return (
      <Dialog
        open
        title={t('common.warmTip')}
        closable={Boolean(onDismiss)}
        {...(onDismiss ? { onClose: onDismiss } : {})}
      >
        <div data-remote-error={remote} data-remote-error-reason={reason}>
          <ErrorState title={title} message={body} onRetry={onRetry} />
        </div>
      </Dialog>
    );
  }
  if (variant === 'inline') {
    return (
      <Inline role="alert" data-remote-error={remote} title={body}>
        {title}
        <Button variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Inline>
    );
  }
  return (
    <div data-remote-error={remote} data-remote-error-reason={reason}>
      <ErrorState title={title} message={body} onRetry={onRetry} />
    </div>
  );
}
