import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../setup';

/** Copies one value (an account number, an address) and says so in a toast. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation(NAMESPACE);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      bus.emit('ui:toast', { message: t('deposit.wait.copied', { what }), kind: 'success' });
    } catch {
      bus.emit('ui:toast', { message: t('deposit.wait.copyFailed'), kind: 'error' });
    }
  };
  return (
    <Button variant="ghost" aria-label={t('deposit.wait.copyLabel', { what })} onClick={() => void copy()}>
      {t('deposit.wait.copy')}
    </Button>
  );
}
