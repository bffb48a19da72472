import { useCallback } from 'react';
import styled from 'styled-components';
import { useAtom } from 'jotai';
import { RemoteSlot } from 'shared/remotes';
import { matchChatAtom } from './match-chat-atom';

const Panel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.border};
`;

/**
 * The open match's chat room (mf-chat's widget, loaded by the host) below the bet slip. It stays
 * when the match leaves the live list: the room itself says when it closes.
 */
export function MatchChatPanel() {
  const [chat, setChat] = useAtom(matchChatAtom);
  const onClose = useCallback(() => setChat(null), [setChat]);
  if (chat === null) return null;
  return (
    <Panel>
      {/* A new room starts from a fresh widget, so nothing of the previous room lingers. */}
      <RemoteSlot
        key={chat.gameId}
        module="chat/MatchChat"
        props={{ gameId: chat.gameId, title: chat.title, onClose }}
      />
    </Panel>
  );
}
