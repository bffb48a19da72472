import { useEffect, useRef, useState } from 'react';
import { consoleConfig } from '../../lib/console-config';
import { operatorToken } from '../../lib/operator-session';
import { AgentSocket, type AgentChatState } from './agent-socket';

const IDLE: AgentChatState = { ready: false, messages: {}, problems: {}, loginProblem: null };

/**
 * The agent's chat socket while the page is open, `siteId` is known and the agent holds rooms: the
 * rooms in `rooms` are joined (the ones the agent holds), the others forgotten.
 */
export function useAgentChat(siteId: string | null, rooms: readonly string[]) {
  const [state, setState] = useState<AgentChatState>(IDLE);
  const socket = useRef<AgentSocket | null>(null);

  // A socket only while the agent holds a room: an agent waiting for work needs none.
  const holding = rooms.length > 0;
  useEffect(() => {
    const token = operatorToken();
    if (siteId === null || token === null || !holding) return undefined;
    const next = new AgentSocket({ apiBaseUrl: consoleConfig().apiBaseUrl, siteId, token, onChange: setState });
    socket.current = next;
    next.start();
    return () => {
      next.stop();
      socket.current = null;
      setState(IDLE);
    };
  }, [siteId, holding]);

  const key = rooms.join(',');
  useEffect(() => {
    const current = socket.current;
    if (current === null) return;
    for (const rid of rooms) current.open(rid);
    // The rooms given up (handed over, closed) are dropped from the socket's list.
    current.keepOnly(rooms);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the room list
  }, [key, siteId, holding]);

  return { state, send: (rid: string, text: string) => socket.current?.send(rid, text) };
}
