import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { bus, useBusEvent } from 'shared/bus';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** SPEC §2 login prompt: "please log in first to learn more"; OK opens login. */
export function LoginTipsDialog() {
  const { t } = useTranslation('shared');
  const [open, setOpen] = useState(false);
  useBusEvent('ui:login-tips', () => setOpen(true));
  return (
    <Dialog open={open} title={t('common.warmTip')} onClose={() => setOpen(false)}>
      <p style={{ textAlign: 'center', margin: '0 0 1.5rem' }}>{t('auth.loginPrompt')}</p>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Button
          onClick={() => {
            setOpen(false);
            bus.emit('auth:request', { kind: 'login' });
          }}
        >
          {t('common.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
