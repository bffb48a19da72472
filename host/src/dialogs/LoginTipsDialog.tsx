import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, useBusEvent } from 'shared/bus';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../setup';

/** SPEC §2 login prompt: "please log in first to learn more"; OK opens login. */
export function LoginTipsDialog() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  useBusEvent('ui:login-tips', () => setOpen(true));
  return (
    <Dialog open={open} title={t('dialogs.loginTipsTitle')} onClose={() => setOpen(false)}>
      <p style={{ textAlign: 'center', margin: '0 0 1.5rem' }}>{t('dialogs.loginTipsBody')}</p>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <Button
          onClick={() => {
            setOpen(false);
            bus.emit('auth:login');
          }}
        >
          {t('shared:common.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
