import { useEffect, useState } from 'react';
import { bus } from 'shared/bus';
import { RemoteArea } from '../remote-area/RemoteArea';

/**
 * mf-auth loads on the first `auth:request`, not with the page: most visits never open the dialog.
 * The event is replayed, so the dialog hears the request that loaded it once it has mounted.
 */
export function AuthSlot() {
  const [wanted, setWanted] = useState(false);

  // One subscription for the page's life: a dismissed load failure waits for the next request.
  useEffect(() => bus.on('auth:request', () => setWanted(true)), []);

  if (!wanted) return null;
  return <RemoteArea module="auth/AuthDialog" props={{}} variant="dialog" onDismiss={() => setWanted(false)} />;
}
