import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import type { Venue } from 'shared/contract';
import { hrefFor } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { NAMESPACE } from '../../setup';

/** What the 进入 button of a venue does. */
export function useEnterVenue(): (venue: Venue) => void {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const store = useStore();

  return useCallback(
    (venue: Venue) => {
      // Read at click time: the session may have changed since the card rendered.
      if (!store.get(isLoggedInAtom)) {
        bus.emit('ui:toast', { message: t('shared:auth.loginPrompt'), position: 'bottom' });
        bus.emit('ui:login-tips');
        return;
      }
      // /game/sport/{enName}: crty is the local book; any other sports venue opens its launch
      // address (venue/launch, carrying the member's uid) in the host's venue frame.
      // Fire and forget: the host's data router resolves this promise when the route has rendered
      // and catches route errors itself (its error boundary), so there is nothing to wait for here.
      void navigate(hrefFor('localSport', { enName: venue.enName.toLowerCase() }));
    },
    [navigate, store, t],
  );
}
