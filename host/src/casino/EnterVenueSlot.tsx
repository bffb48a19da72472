import { useEffect, useState } from 'react';
import { bus } from 'shared/bus';
import { RemoteArea } from '../remote-area/RemoteArea';

/**
 * The into-venue dialog (casino/EnterVenueDialog) loads on the first `ui:enter-venue`: a launch
 * answering 6413 is rare. The event is replayed, so the dialog hears the request that loaded it.
 */
export function EnterVenueSlot() {
  const [wanted, setWanted] = useState(false);

  // One subscription for the page's life: a dismissed load failure waits for the next request.
  useEffect(() => bus.on('ui:enter-venue', () => setWanted(true)), []);

  if (!wanted) return null;
  return <RemoteArea module="casino/EnterVenueDialog" props={{}} variant="dialog" onDismiss={() => setWanted(false)} />;
}
