import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { Button } from 'shared/ui';
import AuthDialog from './exposes/AuthDialog';
import { NAMESPACE } from './setup';

/** The auth team's standalone page: buttons that fire the host's auth events, and the dialog. */
export function AuthHarness() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button onClick={() => bus.emit('auth:request', { kind: 'login' })}>{t('tabs.login')}</Button>
        <Button variant="secondary" onClick={() => bus.emit('auth:request', { kind: 'register' })}>
          {t('tabs.register')}
        </Button>
      </div>
      <AuthDialog />
    </>
  );
}
