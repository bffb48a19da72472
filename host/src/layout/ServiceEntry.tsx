import { useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { supportChatRecentlyUsed } from 'shared/storage';
import { HeadsetIcon, ServiceEntryButton } from 'shared/ui';
import { loadRemoteModule } from '../federation/load-remote-module';
import { WhenVerticalOn } from '../killswitch/VerticalGate';
import { RemoteArea } from '../remote-area/RemoteArea';
import { WhenIdle } from '../remote-area/WhenIdle';
import { NAMESPACE } from '../setup';

const MODULE = 'chat/CustomerServiceEntry';

/** When the chat remote's entry shows: once the page is idle, after the host's stand-in, or now with its warning open. */
type Mount = 'on idle' | 'stand-in' | 'pressed';

/**
 * 在线客服 in the header. Whoever had the support window open on this device within a day (a
 * member or a guest) may have answers coming, so the chat remote starts once the page is idle to
 * count them. Everyone else has nothing to be told: the host draws the same button, fetches the
 * remote on intent (the pointer or the focus on it) without moving the button from under them, and
 * a press shows the remote's entry with its warning already open. Once shown it stays mounted
 * through a login or logout, so an open support window goes on.
 */
export function ServiceEntry() {
  const { t } = useTranslation(NAMESPACE);
  const [mount, setMount] = useState<Mount>(() => (supportChatRecentlyUsed() ? 'on idle' : 'stand-in'));
  const fetched = useRef(false);

  if (mount === 'on idle') {
    return (
      <WhenIdle>
        <RemoteArea module={MODULE} props={{ variant: 'header' }} variant="inline" />
      </WhenIdle>
    );
  }
  if (mount !== 'stand-in') {
    return (
      <RemoteArea module={MODULE} props={{ variant: 'header', openOnStart: mount === 'pressed' }} variant="inline" />
    );
  }
  const prefetch = (): void => {
    if (fetched.current) return;
    fetched.current = true;
    // Only warms the federation's caches; a failure shows where it matters, in the area after a press.
    loadRemoteModule(MODULE).catch(() => undefined);
  };
  return (
    <WhenVerticalOn vertical="chat">
      <ServiceEntryButton
        variant="header"
        label={t('header.service')}
        icon={<HeadsetIcon />}
        onIntent={prefetch}
        onClick={() => setMount('pressed')}
        unread={{ count: 0, description: '' }}
      />
    </WhenVerticalOn>
  );
}
