import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { isLoggedInAtom } from 'shared/state';
import { readItem } from 'shared/storage';
import { HeadsetIcon, ServiceEntryButton } from 'shared/ui';
import { loadRemoteModule } from '../federation/load-remote-module';
import { WhenVerticalOn } from '../killswitch/VerticalGate';
import { RemoteArea } from '../remote-area/RemoteArea';
import { WhenIdle } from '../remote-area/WhenIdle';
import { NAMESPACE } from '../setup';

const MODULE = 'chat/CustomerServiceEntry';

/** When the chat remote's entry shows: once the page is idle, after the host's stand-in, now, or now with its warning open. */
type Mount = 'on idle' | 'stand-in' | 'now' | 'pressed';

/**
 * 在线客服 in the header. A member, or a visitor who chatted before (a stored guest key), may have
 * unread answers, so the chat remote starts once the page is idle. A visitor who never chatted has
 * nothing to be told: the host draws the same button, fetches the remote on intent (the pointer or
 * the focus on it) without moving the button from under them, and a press shows the remote's entry
 * with its warning already open. Once shown it stays mounted through a login, so an open support
 * window goes on as the member's.
 */
export function ServiceEntry() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [mount, setMount] = useState<Mount>(() => (loggedIn || readItem('chatGuestKey') !== null ? 'on idle' : 'stand-in'));
  const fetched = useRef(false);

  // A visitor who logs in without touching it: the member's unread answers count from now.
  useEffect(() => {
    if (loggedIn) setMount((current) => (current === 'stand-in' ? 'now' : current));
  }, [loggedIn]);

  if (mount === 'on idle') {
    return (
      <WhenIdle>
        <RemoteArea module={MODULE} props={{ variant: 'header' }} variant="inline" />
      </WhenIdle>
    );
  }
  if (mount !== 'stand-in') {
    return <RemoteArea module={MODULE} props={{ variant: 'header', openOnStart: mount === 'pressed' }} variant="inline" />;
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
