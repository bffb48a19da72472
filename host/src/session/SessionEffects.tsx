import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { isApiError, refreshBalance, refreshMember, refreshUnread } from 'shared/api';
import { bus, useBusEvent } from 'shared/bus';
import { hrefFor, locationFor, useServedRoutes } from 'shared/routes';
import { endSession, followSessionAcrossTabs } from 'shared/state';
import { NAMESPACE } from '../setup';

const quiet = (error: unknown) => console.warn('[session] refresh failed', error);
// `void navigate(...)`: the data router reports its own navigation errors, so there is nothing to await.

/**
 * The host's reactions to the session (SPEC §2 guards, §4 expiry): refresh the member, balance and
 * unread count on every navigation (mf-auth loads them right after a login); a login-expired answer sends the player home
 * with 请重新登录 and opens login.
 */
export function SessionEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation(NAMESPACE);

  useEffect(() => {
    refreshBalance().catch(quiet);
    refreshUnread().catch(quiet);
    refreshMember().catch((error: unknown) => {
      // A refused profile means the session is gone; a dropped connection does not.
      if (isApiError(error) && error.kind === 'business') {
        endSession();
        void navigate('/', { replace: true });
      } else quiet(error);
    });
  }, [location.pathname, navigate]);

  // A login or logout in another tab of the site applies here too: they share the stored token.
  useEffect(() => followSessionAcrossTabs(), []);

  // Any area may ask for a balance refresh after moving money (a bet, a transfer).
  useBusEvent('balance:refresh', () => {
    refreshBalance().catch(quiet);
  });

  useBusEvent('auth:login-expired', ({ message }) => {
    bus.emit('ui:toast', { message, kind: 'error' });
    void navigate('/', { replace: true });
    bus.emit('auth:request', { kind: 'login' });
  });

  // 去完善 leads to the profile page; where the brand does not serve it yet, the message stands alone.
  const userinfoServed = useServedRoutes().isServed('userinfo');
  useBusEvent('ui:bind-real-name', ({ message }) => {
    bus.emit(
      'ui:tips-dialog',
      userinfoServed
        ? {
            msg: message,
            sureText: t('dialogs.bindRealNameAction'),
            isShowCancel: true,
            // The profile page focuses its real-name field on this hash.
            onSure: () => {
              void navigate(`${hrefFor('userinfo')}#realName`);
            },
          }
        : { msg: message },
    );
  });

  // 6016 / 6017: 去验证 opens the auth page's phone form (?bind=phone), where a code proves the number.
  const authServed = useServedRoutes().isServed('auth');
  useBusEvent('ui:verify-phone', ({ message }) => {
    bus.emit(
      'ui:tips-dialog',
      authServed
        ? {
            msg: message,
            sureText: t('dialogs.verifyPhoneAction'),
            isShowCancel: true,
            onSure: () => {
              void navigate(locationFor('auth', undefined, { bind: 'phone' }));
            },
          }
        : { msg: message },
    );
  });

  return null;
}
