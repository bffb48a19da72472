import { useCallback, useRef, useState } from 'react';
import { api, errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { NAMESPACE } from '../../setup';

/**
 * Fetches the customer-service address and opens it in a new tab. The address is asked for on
 * every open, not cached: the server may rotate it. `noopener` keeps the service page from
 * reaching back into this window.
 *
 * The tab opens after the request, still inside the confirm click's user activation (browsers
 * allow a few seconds), so popup blockers let it through on an ordinary connection.
 */
export function useOpenService(): { busy: boolean; open: () => void } {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const open = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    api
      .request(onlineCustomService, {})
      .then(({ url }) => {
        window.open(url, '_blank', 'noopener');
      })
      .catch((error: unknown) => {
        bus.emit('ui:toast', { message: errorMessage(error, i18n.t(`${NAMESPACE}:failed`)), kind: 'error' });
      })
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);

  return { busy, open };
}
