import { useState } from 'react';
import styled from 'styled-components';
import { consoleChatRoom } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { AsyncView, Button, Muted, Row, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { MuteDialog } from './MuteDialog';
import { MuteList } from './MuteList';
import { RoomActions } from './RoomActions';
import { RoomMessages } from './RoomMessages';
import { roomState } from './room-columns';

/**
 * How often the room view asks again. The console has no chat socket of its own: the server-state
 * layer's poll keeps the AsyncView states and the cache the actions invalidate, and a moderator
 * reading a room needs its messages within seconds, not per frame.
 */
const ROOM_POLL_MS = 3_000;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: 1rem;
  align-items: start;
`;

/** One room: its state, the actions, its live messages (a line's 禁言 mutes its sender) and the mutes in force. */
export function RoomView({ rid, onBack }: { rid: string; onBack: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const state = useEndpoint(consoleChatRoom, { rid, limit: 50 }, { poll: ROOM_POLL_MS });
  const [muting, setMuting] = useState<string | null>(null);
  return (
    <Surface $padding="1rem">
      <Row $gap="1rem" $wrap>
        <Button variant="ghost" onClick={onBack}>
          {t('chatModeration.back')}
        </Button>
        <Muted>{t('chatModeration.polling')}</Muted>
      </Row>
      <AsyncView state={state}>
        {({ room, messages, mutes }) => {
          const words = roomState(t, room);
          return (
            <>
              <h2 data-testid="chat-room-title">
                {room.title} <Muted>{room.rid}</Muted>
              </h2>
              <p data-testid="chat-room-state">
                {t('chatModeration.state', {
                  status: words.status,
                  blocked: words.blocked,
                  vip: words.vip,
                  online: room.online ?? t('chatModeration.unknown'),
                })}
              </p>
              <RoomActions room={room} onMute={() => setMuting('')} />
              <Columns>
                <RoomMessages messages={messages} onMute={(name) => setMuting(name)} />
                <MuteList rid={room.rid} mutes={mutes} />
              </Columns>
            </>
          );
        }}
      </AsyncView>
      {muting !== null && <MuteDialog rid={rid} name={muting} onClose={() => setMuting(null)} />}
    </Surface>
  );
}
