import { useState } from 'react';
import { consoleChatGift } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';
import { useModeration } from './use-moderation';

/** A gift record (10017) pushed to the room in a member's name. */
export function GiftDialog({ rid, onClose }: { rid: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useModeration(consoleChatGift);
  const [name, setName] = useState('');
  const [gift, setGift] = useState('');
  const [count, setCount] = useState('1');
  const [problems, setProblems] = useState<{ name?: string; gift?: string; count?: string }>({});
  const submit = async () => {
    const amount = Number(count);
    const next = {
      ...(name.trim() === '' ? { name: t('chatModeration.memberRequired') } : {}),
      ...(gift.trim() === '' ? { gift: t('chatModeration.giftRequired') } : {}),
      ...(!Number.isInteger(amount) || amount < 1 || amount > 999 ? { count: '1-999' } : {}),
    };
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    if ((await mutation.run({ rid, name: name.trim(), gift: gift.trim(), count: amount })) !== null) onClose();
  };
  return (
    <ActionDialog
      title={t('chatModeration.giftTitle')}
      confirm={t('chatModeration.gift')}
      busy={mutation.busy}
      failure={mutation.failure}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('chatModeration.memberName')}
        value={name}
        maxLength={32}
        autoFocus
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('chatModeration.giftName')}
        value={gift}
        maxLength={20}
        error={problems.gift}
        onChange={(event) => setGift(event.target.value)}
      />
      <TextField
        label={t('chatModeration.count')}
        value={count}
        inputMode="numeric"
        error={problems.count}
        onChange={(event) => setCount(event.target.value)}
      />
    </ActionDialog>
  );
}
