import { useCallback } from 'react';
import { useTranslation } from 'shared/i18n';
import type { NewDeviceRequest } from 'shared/bus';
import { md5Hex } from 'shared/crypto';
import { Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { CaptchaHost } from '../captcha';
import { ForgotPasswordWizard } from '../forgot';
import { LoginForm, applyRememberChoice } from '../login';
import { NewDeviceScreen } from '../new-device';
import { RegisterForm } from '../register';
import { LOGIN_MODE, REGISTER_MODE, type AuthDialogState } from './auth-dialog-state';
import { DialogHeader, dialogLabelKey } from './DialogHeader';
import { rememberedLoginDraft, useAuthDialog } from './use-auth-dialog';

/**
 * A new-device login that started in this login form finishes the 记住密码 choice made there; one
 * opened from elsewhere (or for another account) leaves the choice as it was.
 */
function rememberAfterNewDevice({ login }: AuthDialogState, request: NewDeviceRequest): void {
  const name = login.name.trim();
  if (name === request.name && login.password !== '' && md5Hex(login.password) === request.passwordHash) {
    applyRememberChoice(login.remember, { name });
  }
}

/** The auth dialog of SPEC §2 in its three modes; it stays mounted while closed so it keeps hearing the bus. */
export function AuthDialogView() {
  const { t } = useTranslation(NAMESPACE);
  const [state, dispatch] = useAuthDialog();
  // Stable on purpose: Dialog re-runs its focus effect whenever onClose changes.
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);
  const signedIn = useCallback(() => dispatch({ type: 'signed-in', remembered: rememberedLoginDraft() }), [dispatch]);
  const newDevice = useCallback((request: NewDeviceRequest) => dispatch({ type: 'new-device', request }), [dispatch]);
  const backToLogin = useCallback(
    (name?: string) => dispatch(name === undefined ? { type: 'back-to-login' } : { type: 'back-to-login', name }),
    [dispatch],
  );
  const { screen } = state;

  return (
    <Dialog open={state.open} onClose={close} label={t(dialogLabelKey(screen))} width="25rem">
      <CaptchaHost>
        {!state.headerHidden && (
          <DialogHeader screen={screen} mode={state.mode} onSelectMode={(mode) => dispatch({ type: 'switch', mode })} />
        )}
        {screen.kind === 'forgot' && <ForgotPasswordWizard onBackToLogin={backToLogin} />}
        {screen.kind === 'new-device' && (
          <NewDeviceScreen
            key={`${screen.request.name}|${screen.request.phoneNumber}`}
            request={screen.request}
            onSignedIn={() => {
              rememberAfterNewDevice(state, screen.request);
              signedIn();
            }}
            onNewDevice={newDevice}
            onSwitchAccount={() => dispatch({ type: 'switch-account' })}
            onRegister={() => dispatch({ type: 'switch', mode: REGISTER_MODE })}
          />
        )}
        {screen.kind === 'form' &&
          (state.mode === LOGIN_MODE ? (
            <LoginForm
              draft={state.login}
              onEdit={(patch) => dispatch({ type: 'edit-login', patch })}
              onSignedIn={signedIn}
              onNewDevice={newDevice}
              onForgotPassword={() => dispatch({ type: 'forgot-password' })}
            />
          ) : (
            <RegisterForm
              draft={state.register}
              onEdit={(patch) => dispatch({ type: 'edit-register', patch })}
              onSignedIn={signedIn}
              onNewDevice={newDevice}
              onRegisteredNotSignedIn={() => dispatch({ type: 'registered-not-signed-in' })}
            />
          ))}
      </CaptchaHost>
    </Dialog>
  );
}
