import { useEffect, useState } from 'react';
import { bus } from 'shared/bus';
import type { AuthRequest } from 'shared/remotes';
import { RemoteArea } from '../remote-area/RemoteArea';

/**
 * mf-auth loads on the first auth event, not with the page: most visits never open the dialog.
 * The first request is handed over as a prop; once mounted, the dialog hears later ones itself.
 */
export function AuthSlot() {
  const [first, setFirst] = useState<AuthRequest | null>(null);

  useEffect(() => {
    if (first) return undefined;
    const offs = [
      bus.on('auth:login', () => setFirst({ kind: 'login' })),
      bus.on('auth:register', () => setFirst({ kind: 'register' })),
      bus.on('auth:forget-password', () => setFirst({ kind: 'forget-password' })),
      bus.on('auth:new-device', (request) => setFirst({ kind: 'new-device', request })),
    ];
    return () => offs.forEach((off) => off());
  }, [first]);

  if (!first) return null;
  return <RemoteArea module="auth/AuthDialog" props={{ initialRequest: first }} variant="dialog" onDismiss={() => setFirst(null)} />;
}
