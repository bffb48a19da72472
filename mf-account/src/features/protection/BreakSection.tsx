import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { EXCLUSION_DURATIONS, type ExclusionDuration } from 'shared/contract';
import { formatBeijingTime } from 'shared/format';
import { useNavigator } from 'shared/routes';
import { endSession } from 'shared/state';
import { Button, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Alert } from '../../ui/page-styles';
import { useTakeBreak } from './use-protection-writes';
import { Block, BreakForm, Choices } from './protection-styles';

type BreakKind = keyof typeof EXCLUSION_DURATIONS;

/**
 * 暂停游戏 (24 h to 6 weeks) or 自我排除 (6 months to permanent), confirmed with the login password.
 * The server ends every session of the member, so this tab logs out at once and goes home.
 */
export function BreakSection({ kind }: { kind: BreakKind }) {
  const { t } = useTranslation(NAMESPACE);
  const takeBreak = useTakeBreak();
  const navigator = useNavigator();
  const durations: readonly ExclusionDuration[] = EXCLUSION_DURATIONS[kind];
  const [duration, setDuration] = useState<ExclusionDuration | null>(null);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (duration === null) return setFailure(t('protection.break.pickDuration'));
    if (password === '') return setFailure(t('protection.break.needPassword'));
    setBusy(true);
    setFailure(null);
    try {
      const { endsAt } = await takeBreak(kind, duration, password);
      navigator.toName('home');
      endSession();
      const message =
        endsAt === null
          ? t('protection.break.donePermanent')
          : t('protection.break.done', { time: formatBeijingTime(endsAt) });
      bus.emit('ui:toast', { message, kind: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('protection.saveFailed')));
      setBusy(false);
    }
  };

  return (
    <Block aria-labelledby={`break-${kind}-title`}>
      <h2 id={`break-${kind}-title`}>{t(`protection.break.${kind}.title`)}</h2>
      <p>{t(`protection.break.${kind}.intro`)}</p>
      <BreakForm
        aria-label={t(`protection.break.${kind}.title`)}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Choices role="radiogroup" aria-label={t('protection.break.duration')}>
          {durations.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`break-${kind}`}
                checked={duration === option}
                disabled={busy}
                onChange={() => setDuration(option)}
              />
              {t(`protection.break.durations.${option}`)}
            </label>
          ))}
        </Choices>
        <TextField
          label={t('protection.break.password')}
          type="password"
          autoComplete="current-password"
          maxLength={30}
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure && <Alert role="alert">{failure}</Alert>}
        <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
          {t(`protection.break.${kind}.submit`)}
        </Button>
      </BreakForm>
    </Block>
  );
}
