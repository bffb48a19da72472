import { useCallback, useEffect, useState } from 'react';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { useEndpoint } from 'shared/query';

/**
 * The customer-service address, opened in a new tab on each press. Nothing is asked before the
 * first press; each press reads the address again (the server may rotate it), and the tab opens
 * when that read answers. `noopener` keeps the service page from reaching back into this window.
 * A failed read says the server's reason in a toast.
 */
export function useOpenService(): { busy: boolean; open: () => void } {
  const [asked, setAsked] = useState(false);
  const [pending, setPending] = useState(false);
  // Fresh until the next press: focus and reconnect must not read it again behind the player's back.
  const address = useEndpoint(onlineCustomService, {}, { enabled: asked, freshFor: Infinity });
  const { status, data, error, reload } = address;

  useEffect(() => {
    if (!pending || status === 'loading') return;
    setPending(false);
    if (status === 'success') window.open(data.url, '_blank', 'noopener');
    else bus.emit('ui:toast', { message: error, kind: 'error' });
  }, [pending, status, data, error]);

  const open = useCallback(() => {
    if (pending) return;
    setPending(true);
    if (asked) reload();
    else setAsked(true);
  }, [pending, asked, reload]);

  return { busy: pending, open };
}
