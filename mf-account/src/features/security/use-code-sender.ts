import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { CODE_RESEND_SECONDS } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { resendAfterOf } from './resend-after';
import { useCountdown } from './use-countdown';

export interface CodeSender {
  /** Seconds before the next code may be asked for. */
  left: number;
  sending: boolean;
  /** Whether a code went out since the form was opened (SPEC §5 请先获取验证码). */
  requested: boolean;
  failure: string | null;
  send(call: () => Promise<{ resendAfter: number }>): Promise<void>;
  reset(): void;
}

/** 获取验证码 with its countdown: the server's resendAfter decides, 60 s when it says nothing. */
export function useCodeSender(): CodeSender {
  const { t } = useTranslation(NAMESPACE);
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (call: () => Promise<{ resendAfter: number }>) => {
    if (sending || left > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const { resendAfter } = await call();
      setRequested(true);
      start(resendAfter > 0 ? resendAfter : CODE_RESEND_SECONDS);
      bus.emit('ui:toast', { message: t('security.code.sent'), kind: 'success' });
    } catch (error) {
      // 6066: a code went out less than a minute ago; it is still valid, so wait for the rest.
      const wait = resendAfterOf(error);
      if (wait > 0) {
        setRequested(true);
        start(wait);
      }
      setFailure(errorMessage(error, t('security.code.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return { left, sending, requested, failure, send, reset: () => setRequested(false) };
}
