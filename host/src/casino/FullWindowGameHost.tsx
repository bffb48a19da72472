import { DialogHost } from 'shared/ui';
import { AuthSlot } from '../auth/AuthSlot';
import { RemoteArea } from '../remote-area/RemoteArea';
import { EnterVenueSlot } from './EnterVenueSlot';

/**
 * /pg/game fills the window outside the shell, so it brings what the shell would: the bus-driven
 * dialogs and toasts (a re-entry's 启动中... and its errors), the into-venue dialog and the auth slot.
 */
export function FullWindowGameHost() {
  return (
    <>
      <RemoteArea module="casino/GameHostPage" props={{}} />
      <EnterVenueSlot />
      <AuthSlot />
      <DialogHost />
    </>
  );
}
