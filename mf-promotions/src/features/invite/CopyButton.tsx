import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { copyText } from './copy-text';

/** Copies one value (the invite code or link) and says so in a toast. */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      await copyText(value);
      bus.emit('ui:toast', { message: t('inviteDetails.copied', { what }), kind: 'success' });
    } catch {
      bus.emit('ui:toast', { message: t('inviteDetails.copyFailed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      disabled={busy}
      aria-label={t('inviteDetails.copyLabel', { what })}
      data-testid={testId}
      onClick={() => void copy()}
    >
      {t('inviteDetails.copy')}
    </Button>
  );
}
