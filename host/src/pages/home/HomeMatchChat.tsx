import styled from 'styled-components';
import { RemoteSlot } from 'shared/remotes';

export interface OpenMatchChat {
  gameId: string;
  title: string;
}

/** Bottom left: the support chat window and the floating service button keep the right. */
const Dock = styled.aside`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 40;
  width: min(22.5rem, calc(100vw - 2rem));
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.18);
  overflow: hidden;
`;

/** A live hot match's chat room, open to visitors too (they read; the room asks them to log in to send). */
export function HomeMatchChat({ chat, onClose }: { chat: OpenMatchChat; onClose: () => void }) {
  return (
    <Dock data-testid="home-match-chat">
      {/* A new room starts from a fresh widget, so nothing of the previous room lingers. */}
      <RemoteSlot
        key={chat.gameId}
        module="chat/MatchChat"
        props={{ gameId: chat.gameId, title: chat.title, onClose }}
      />
    </Dock>
  );
}
