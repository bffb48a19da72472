import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthRequest } from 'shared/remotes';
import { Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { LoginForm } from '../login/LoginForm';
import { RegisterForm } from '../register/RegisterForm';
import { LOGIN_MODE } from './auth-dialog-state';
import { ModeTabs } from './ModeTabs';
import { useAuthDialog } from './use-auth-dialog';

/** The login/register dialog of SPEC §2; it stays mounted while closed so it keeps hearing the bus. */
export function AuthDialogView({ initialRequest }: { initialRequest: AuthRequest | null }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, dispatch] = useAuthDialog(initialRequest);
  // Stable on purpose: Dialog re-runs its focus effect whenever onClose changes.
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  const signedIn = useCallback(() => dispatch({ type: 'signed-in' }), [dispatch]);

  return (
    <Dialog open={state.open} onClose={close} label={t('dialog.label')} width="25rem">
      <ModeTabs mode={state.mode} onSelect={(mode) => dispatch({ type: 'switch', mode })} />
      {state.mode === LOGIN_MODE ? (
        <LoginForm draft={state.login} onEdit={(patch) => dispatch({ type: 'edit-login', patch })} onSignedIn={signedIn} />
      ) : (
        <RegisterForm
          draft={state.register}
          onEdit={(patch) => dispatch({ type: 'edit-register', patch })}
          onSignedIn={signedIn}
          onRegisteredNotSignedIn={() => dispatch({ type: 'registered-not-signed-in' })}
        />
      )}
    </Dialog>
  );
}
