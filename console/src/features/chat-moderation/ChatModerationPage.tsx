import { useTranslation } from 'shared/i18n';
import { useSearchParams } from 'shared/router';
import { NAMESPACE } from '../../setup';
import { RoomList } from './RoomList';
import { RoomView } from './RoomView';

/**
 * 聊天室管理: the match rooms, or one room's live view when the address names it (`?room=<rid>`), so
 * the browser's back button returns to the list and a room can be linked.
 */
export function ChatModerationPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const rid = params.get('room');
  const open = (room: string | null) => setParams(room === null ? {} : { room });
  return (
    <section aria-labelledby="chat-moderation-title">
      <h1 id="chat-moderation-title">{t('pages.chatModeration')}</h1>
      {rid !== null && rid.startsWith('match-') ? (
        <RoomView rid={rid} onBack={() => open(null)} />
      ) : (
        <RoomList onOpen={(room) => open(room)} />
      )}
    </section>
  );
}
