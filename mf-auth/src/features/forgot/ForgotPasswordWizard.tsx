import { useCallback, useReducer } from 'react';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { useCountryAreas } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useCaptcha } from '../captcha';
import { useCountdown } from '../countdown';
import { LinkRow, TextLink } from '../../form/TextLink';
import { useSubmission } from '../../form/use-submission';
import { ContactSupportLink } from '../support';
import { forgotReducer, identityKey, initialForgotState, type ForgotDraft } from './forgot-state';
import { IdentityStep } from './IdentityStep';
import { resetPassword, sendRecoveryCode, verifyRecoveryCode } from './recovery-calls';
import { ResetStep } from './ResetStep';
import { StepIndicator } from './StepIndicator';
import { SuccessStep } from './SuccessStep';
import { VerifyStep } from './VerifyStep';

export interface ForgotPasswordWizardProps {
  /** 返回登录; after a reset, with the name whose password changed. */
  onBackToLogin: (name?: string) => void;
}

/**
 * 找回密码 (SPEC §2, §4): identity → verification → new password → success, by phone or e-mail.
 * The resend countdown outlives the steps, so going back and forward never asks for a second code
 * while the first is fresh.
 */
export function ForgotPasswordWizard({ onBackToLogin }: ForgotPasswordWizardProps) {
  const { t } = useTranslation(NAMESPACE);
  const runCaptcha = useCaptcha();
  const [{ step, draft, codeSentFor }, dispatch] = useReducer(forgotReducer, initialForgotState);
  const areas = useCountryAreas();
  const countdown = useCountdown();
  const sending = useSubmission(t('codes.sendFailed'));
  const stepCall = useSubmission(t('forgot.failed'));
  const error = sending.error ?? stepCall.error;

  const edit = (patch: Partial<ForgotDraft>) => dispatch({ type: 'edit', patch });
  const codeToastKey = draft.way === 'phone' ? 'codes.sent' : 'codes.sentEmail';

  const sendCode = (then: 'advance' | 'stay') =>
    sending.run(async () => {
      stepCall.clearError();
      const seconds = await sendRecoveryCode(draft, runCaptcha);
      countdown.start(seconds);
      bus.emit('ui:toast', { message: t(codeToastKey), kind: 'success' });
      if (then === 'advance') dispatch({ type: 'code-sent' });
    });

  const next = () => {
    // Same account and receiver, code still fresh: go on without asking for another (SPEC §9: 60 s).
    if (countdown.running && codeSentFor === identityKey(draft)) dispatch({ type: 'resume' });
    else sendCode('advance');
  };

  const back = () => {
    sending.clearError();
    stepCall.clearError();
    dispatch({ type: 'back' });
  };

  const verify = () =>
    stepCall.run(async () => {
      sending.clearError();
      await verifyRecoveryCode(draft);
      dispatch({ type: 'code-verified' });
    });

  const reset = () =>
    stepCall.run(async () => {
      await resetPassword(draft);
      dispatch({ type: 'password-reset' });
      // The dialog hides its header on this event (SPEC §2); the host may react to it too.
      bus.emit('auth:password-change-success');
    });

  const name = draft.name.trim();
  const done = useCallback(() => onBackToLogin(name), [onBackToLogin, name]);

  if (step === 3) return <SuccessStep onDone={done} />;
  return (
    <>
      <StepIndicator step={step} />
      {step === 0 && (
        <IdentityStep draft={draft} areas={areas} busy={sending.busy} error={error} onEdit={edit} onNext={next} />
      )}
      {step === 1 && (
        <VerifyStep
          draft={draft}
          remaining={countdown.remaining}
          sending={sending.busy}
          busy={stepCall.busy}
          error={error}
          onEdit={edit}
          onResend={() => sendCode('stay')}
          onBack={back}
          onNext={verify}
        />
      )}
      {step === 2 && (
        <ResetStep draft={draft} busy={stepCall.busy} error={error} onEdit={edit} onBack={back} onConfirm={reset} />
      )}
      <LinkRow>
        <TextLink onClick={() => onBackToLogin()}>{t('forgot.backToLogin')}</TextLink>
        <ContactSupportLink />
      </LinkRow>
    </>
  );
}
