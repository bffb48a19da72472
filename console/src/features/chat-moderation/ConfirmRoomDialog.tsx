import type { consoleChatClear, consoleChatDestroy, ModeratedRoom } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { ActionDialog } from '../../ui/ActionDialog';
import { useModeration } from './use-moderation';

/** Asks before an action that cannot be undone (clearing or destroying the room), saying what goes. */
export function ConfirmRoomDialog({
  endpoint,
  room,
  action,
  onClose,
}: {
  endpoint: typeof consoleChatClear | typeof consoleChatDestroy;
  room: ModeratedRoom;
  action: 'clear' | 'destroy';
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const mutation = useModeration(endpoint);
  const submit = async () => {
    if ((await mutation.run({ rid: room.rid })) !== null) onClose();
  };
  return (
    <ActionDialog
      title={t(`chatModeration.${action}Title`)}
      confirm={t(`chatModeration.${action}`)}
      busy={mutation.busy}
      failure={mutation.failure}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <p>{t(`chatModeration.${action}Body`, { title: room.title })}</p>
    </ActionDialog>
  );
}
