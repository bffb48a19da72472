import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared/bus';
import type { Venue } from 'shared/contract';
import { hrefFor } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { NAMESPACE } from '../../setup';

/** The local sports book: it opens inside the site at /game/sport/crty instead of launching (SPEC §2). */
export const LOCAL_SPORT_VENUE = 'CRTY';

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
      if (venue.enName.toUpperCase() === LOCAL_SPORT_VENUE) {
        navigate(hrefFor('localSport', { enName: LOCAL_SPORT_VENUE.toLowerCase() }));
        return;
      }
      // Later issue: the launch call (venue/launch with enName, the user-id parameter, the 6413
      // transfer-in dialog) replaces this notice. Until then nothing pretends to open a venue.
      bus.emit('ui:toast', { message: t('venue.entering') });
    },
    [navigate, store, t],
  );
}
