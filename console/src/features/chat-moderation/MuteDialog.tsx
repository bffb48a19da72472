import { useState } from 'react';
import { consoleChatMute } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { ActionDialog } from '../../ui/ActionDialog';
import { useModeration } from './use-moderation';

const DURATIONS = [10, 30, 60, 360, 1440, 10080] as const;

/** Mutes a member in the room for a time with a reason (the member's input shows it on their next send). */
export function MuteDialog({ rid, name: named, onClose }: { rid: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useModeration(consoleChatMute);
  const [name, setName] = useState(named);
  const [minutes, setMinutes] = useState<number>(30);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ name?: string; reason?: string }>({});
  const submit = async () => {
    const next = {
      ...(name.trim() === '' ? { name: t('chatModeration.memberRequired') } : {}),
      ...(reason.trim().length < 2 ? { reason: t('chatModeration.reasonRequired') } : {}),
    };
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    if ((await mutation.run({ rid, name: name.trim(), minutes, reason: reason.trim() })) !== null) onClose();
  };
  return (
    <ActionDialog
      title={t('chatModeration.muteTitle')}
      confirm={t('chatModeration.muteMember')}
      busy={mutation.busy}
      failure={mutation.failure}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('chatModeration.memberName')}
        value={name}
        maxLength={32}
        autoFocus={named === ''}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <ConsoleSelect
        label={t('chatModeration.minutes')}
        value={minutes}
        onChange={(event) => setMinutes(Number(event.target.value))}
      >
        {DURATIONS.map((value) => (
          <option key={value} value={value}>
            {t(`chatModeration.durations.${value}`)}
          </option>
        ))}
      </ConsoleSelect>
      <TextField
        label={t('chatModeration.reason')}
        placeholder={t('chatModeration.reasonPlaceholder')}
        value={reason}
        maxLength={100}
        autoFocus={named !== ''}
        error={problems.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionDialog>
  );
}
