import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
      bus.emit('ui:toast', { message: t('agent.invite.copied', { what }), kind: 'success' });
    } catch {
      bus.emit('ui:toast', { message: t('agent.invite.copyFailed'), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} aria-label={t('agent.invite.copyLabel', { what })} data-testid={testId} onClick={() => void copy()}>
      {t('agent.invite.copy')}
    </Button>
  );
}
