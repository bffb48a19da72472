import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from 'shared/remotes';
import { Button, Dialog, ErrorState } from 'shared/ui';

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
  onRetry,
  onDismiss,
}: {
  remote: RemoteName;
  variant: RemoteAreaVariant;
  onRetry: () => void;
  onDismiss?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shared');
  const area = t(`remote.areas.${remote}`);
  if (variant === 'dialog') {
    return (
      <Dialog open title={t('common.warmTip')} closable={Boolean(onDismiss)} {...(onDismiss ? { onClose: onDismiss } : {})}>
        <div data-remote-error={remote}>
          <ErrorState title={t('remote.loadFailedTitle', { area })} message={t('remote.loadFailedBody')} onRetry={onRetry} />
        </div>
      </Dialog>
    );
  }
  if (variant === 'inline') {
    return (
      <Inline role="alert" data-remote-error={remote}>
        {t('remote.loadFailedTitle', { area })}
        <Button variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Inline>
    );
  }
  return (
    <div data-remote-error={remote}>
      <ErrorState title={t('remote.loadFailedTitle', { area })} message={t('remote.loadFailedBody')} onRetry={onRetry} />
    </div>
  );
}
