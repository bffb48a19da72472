import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { errorMessage, isApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { launchGame, ResponseCode } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import { hrefFor, useNavigator } from 'shared/routes';
import { brandAtom, isLoggedInAtom, sessionAtom, sportsLaunchAtom, withUserId } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { launchTarget, LOCAL_SPORT_VENUE } from './launch-target';
import { recordLaunchedGame } from 'shared/storage';
import { openWindow } from './open-window';

export interface LaunchTarget {
  enName: string;
  gameCode?: string;
  name?: string;
}

export interface LaunchOptions {
  /** Enter while a venue activity runs (the into-venue dialog's 直接进入 and 确定). */
  isActivity?: boolean;
}

/** SPEC §1: innerGame is on unless the brand turns it off. */
const DEFAULT_INNER_GAME = true;

/** One launch at a time on the page: two cards pressed in a row must not open two games. */
let launchInFlight = false;

/**
 * SPEC §4 "Game launch": asks for the venue's address and opens it where it belongs. A press while
 * a launch runs (from any button of the page) does nothing, so a double click never opens two games.
 */
export function useLaunchGame(): {
  launch: (target: LaunchTarget, options?: LaunchOptions) => void;
  launching: boolean;
} {
  const { t } = useTranslation(NAMESPACE);
  const store = useStore();
  const { toPath } = useNavigator();
  const [launching, setLaunching] = useState(false);
  const send = useEndpointMutation(launchGame).call;

  const openInWindow = useCallback(
    (url: string, name: string | undefined) => {
      if (openWindow(url)) return;
      // Popup blockers stop windows opened after a request; a click in the dialog is a fresh gesture.
      bus.emit('ui:tips-dialog', {
        msg: t('launch.popupBlocked', { name: name ?? '' }),
        sureText: t('launch.openGame'),
        isShowCancel: true,
        onSure: () => {
          openWindow(url);
        },
      });
    },
    [t],
  );

  const launch = useCallback(
    (target: LaunchTarget, options: LaunchOptions = {}) => {
      if (launchInFlight) return;
      // Read at press time: the session may have changed since the button rendered.
      if (!store.get(isLoggedInAtom)) {
        bus.emit('ui:toast', { message: t('shared:auth.loginPrompt'), position: 'bottom' });
        bus.emit('ui:login-tips');
        return;
      }
      launchInFlight = true;
      setLaunching(true);
      // Closed when the call ends; the 3 s auto-close (SPEC §9) covers a page left mid-call.
      bus.emit('ui:loading-show', { msg: t('launch.starting'), isAutoClose: true });
      const enName = target.enName.toUpperCase();
      const payload = {
        enName,
        gameCode: target.gameCode ?? '',
        ...(options.isActivity === undefined ? {} : { isActivity: options.isActivity }),
      };
      void send(payload)
        .then(({ url }) => {
          const innerGame = store.get(brandAtom)?.flags.innerGame ?? DEFAULT_INNER_GAME;
          const decision = launchTarget(enName, url, { innerGame }, target.name);
          switch (decision.kind) {
            case 'localSport': {
              // Handed to the sports route as this visit's launch data, with the member's id (SPEC §2 guard 4).
              const session = store.get(sessionAtom);
              store.set(sportsLaunchAtom, {
                venue: LOCAL_SPORT_VENUE,
                state: 'ready',
                url: session ? withUserId(url, session.userId) : url,
              });
              toPath(hrefFor('localSport', { enName: LOCAL_SPORT_VENUE.toLowerCase() }));
              return;
            }
            case 'inApp':
              if (decision.frame) recordLaunchedGame(decision.frame.url, decision.frame.title);
              toPath(decision.path);
              return;
            case 'newWindow':
              openInWindow(decision.url, target.name);
              return;
            case 'refused':
              console.warn('[casino] refused a launch address', enName);
              bus.emit('ui:toast', { message: t('launch.refused'), kind: 'error' });
              return;
          }
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.code === ResponseCode.VENUE_ACTIVITY) {
            bus.emit('ui:enter-venue', {
              enName,
              ...(target.gameCode === undefined ? {} : { gameCode: target.gameCode }),
              message: error.message,
            });
            return;
          }
          bus.emit('ui:toast', { message: errorMessage(error, t('launch.failed')), kind: 'error' });
        })
        .finally(() => {
          bus.emit('ui:loading-hide');
          launchInFlight = false;
          setLaunching(false);
        });
    },
    [send, store, t, toPath, openInWindow],
  );

  return { launch, launching };
}
