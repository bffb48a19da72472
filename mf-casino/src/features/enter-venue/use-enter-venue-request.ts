import { useCallback, useEffect, useState } from 'react';
import { bus, type EnterVenueRequest } from 'shared/bus';

/**
 * The into-venue request the dialog shows. `ui:enter-venue` is replayed (the host loads this remote
 * on the first one), so the request that loaded the dialog arrives on subscribing; it is forgotten
 * once taken, so a later mount does not reopen a dialog the member already closed.
 */
export function useEnterVenueRequest(): { request: EnterVenueRequest | null; serial: number; close: () => void } {
  const [request, setRequest] = useState<EnterVenueRequest | null>(null);
  // Each request gets a fresh form, even one equal to the last.
  const [serial, setSerial] = useState(0);

  useEffect(
    () =>
      bus.on('ui:enter-venue', (next) => {
        bus.forget('ui:enter-venue');
        setRequest(next);
        setSerial((n) => n + 1);
      }),
    [],
  );

  const close = useCallback(() => setRequest(null), []);
  return { request, serial, close };
}
