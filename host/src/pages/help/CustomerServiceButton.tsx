import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { fetchEndpoint } from 'shared/query';
import { Button } from 'shared/ui';
import { HELP_NAMESPACE } from './help-texts';

/**
 * Opens the support chat the way SPEC §2 "Customer service" asks: the deposit-safety warning first,
 * then the service link. The address is fetched before the warning so the window opens in the
 * confirm click itself, which popup blockers allow.
 */
export function CustomerServiceButton() {
  const { t } = useTranslation(HELP_NAMESPACE);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setBusy(true);
    try {
      const { url } = await fetchEndpoint(onlineCustomService, {});
      bus.emit('ui:tips-dialog', {
        msg: t('help.service.warning'),
        sureText: t('help.service.sure'),
        onSure: () => {
          window.open(url, '_blank', 'noopener,noreferrer');
        },
      });
    } catch (error) {
      bus.emit('ui:toast', { message: errorMessage(error, t('help.service.failed')), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void open()} loading={busy} data-testid="help-open-service">
      {busy ? t('help.service.opening') : t('help.service.open')}
    </Button>
  );
}
