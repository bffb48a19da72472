import { useState } from 'react';
import { consoleChatNotify } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { PillGroup, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';
import { useModeration } from './use-moderation';

type Audience = 'everyone' | 'member';

/** An internal notification (60000) to one member's open pages or to every open page. */
export function NotifyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useModeration(consoleChatNotify);
  const [audience, setAudience] = useState<Audience>('everyone');
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [problems, setProblems] = useState<{ name?: string; title?: string; content?: string }>({});
  const submit = async () => {
    const next = {
      ...(audience === 'member' && name.trim() === '' ? { name: t('chatModeration.memberRequired') } : {}),
      ...(title.trim() === '' ? { title: t('chatModeration.titleRequired') } : {}),
      ...(content.trim() === '' ? { content: t('chatModeration.contentRequired') } : {}),
    };
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    const to = audience === 'member' ? { name: name.trim() } : {};
    if ((await mutation.run({ ...to, title: title.trim(), content: content.trim() })) !== null) onClose();
  };
  return (
    <ActionDialog
      title={t('chatModeration.notifyTitle')}
      confirm={t('chatModeration.notify')}
      busy={mutation.busy}
      failure={mutation.failure}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <PillGroup
        label={t('chatModeration.notifyTo')}
        value={audience}
        onChange={setAudience}
        options={[
          { value: 'everyone' as const, label: t('chatModeration.notifyEveryone') },
          { value: 'member' as const, label: t('chatModeration.notifyMember') },
        ]}
      />
      {audience === 'member' && (
        <TextField
          label={t('chatModeration.memberName')}
          value={name}
          maxLength={32}
          error={problems.name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <TextField
        label={t('chatModeration.title')}
        value={title}
        maxLength={50}
        autoFocus
        error={problems.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('chatModeration.content')}
        value={content}
        maxLength={500}
        error={problems.content}
        onChange={(event) => setContent(event.target.value)}
      />
    </ActionDialog>
  );
}
