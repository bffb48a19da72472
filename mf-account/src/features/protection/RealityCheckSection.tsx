import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import type { ProtectionSettings, RealityCheckMinutes } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { Alert } from '../../ui/page-styles';
import { useSaveRealityCheck } from './use-protection-writes';
import { Block, Choices } from './protection-styles';

const OPTIONS: readonly RealityCheckMinutes[] = [0, 15, 30, 60];

/** The reminder interval; the host's reality check reads it from the server when it next schedules. */
export function RealityCheckSection({
  minutes,
  onSaved,
}: {
  minutes: RealityCheckMinutes;
  onSaved: (settings: ProtectionSettings) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const saveRealityCheck = useSaveRealityCheck();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (next: RealityCheckMinutes) => {
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await saveRealityCheck(next));
      // The host's reminder reschedules at once instead of at its next check.
      window.dispatchEvent(new Event('protection:reality-check'));
      bus.emit('ui:toast', { message: t('protection.reality.saved'), kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('protection.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Block aria-labelledby="reality-title">
      <h2 id="reality-title">{t('protection.reality.title')}</h2>
      <p>{t('protection.reality.intro')}</p>
      <Choices role="radiogroup" aria-label={t('protection.reality.title')}>
        {OPTIONS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="reality-check"
              checked={minutes === option}
              disabled={busy}
              onChange={() => void choose(option)}
            />
            {option === 0 ? t('protection.reality.off') : t('protection.reality.every', { minutes: option })}
          </label>
        ))}
      </Choices>
      {failure && <Alert role="alert">{failure}</Alert>}
    </Block>
  );
}
