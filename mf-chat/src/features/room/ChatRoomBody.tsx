import type { ChatConnectionView, ChatRoomView } from '../../socket';
import { ChatInput } from '../input';
import { ChatLineList } from '../lines';
import { ChatNotice } from './ChatNotice';
import { ConnectionLine } from './ConnectionLine';
import { JoinFailed } from './JoinFailed';
import { RoomClosed } from './RoomClosed';
import { sendBlocker } from './send-blocker';
import { useNowUntil } from './use-now-until';

export interface ChatRoomBodyProps {
  view: ChatRoomView;
  connection: ChatConnectionView;
  /** CSS height of the line list ('auto' to fill a flex column). */
  listHeight: string;
  /** Focus the input once it can be typed in. */
  autoFocusInput?: boolean;
}

/**
 * Everything below a room's heading, for the match panel and the support window alike: the
 * connection line, the lines, and the input or the notice saying why nothing can be sent.
 */
export function ChatRoomBody({ view, connection, listHeight, autoFocusInput = false }: ChatRoomBodyProps) {
  const now = useNowUntil(view.mutedUntil);
  const blocker = sendBlocker(view, connection.identity, now);

  return (
    <>
      <ConnectionLine state={connection.state} />
      {view.status === 'failed' ? (
        <JoinFailed error={view.error} onRetry={view.retry} height={listHeight} />
      ) : (
        <ChatLineList
          lines={view.lines}
          loading={view.status === 'idle' || view.status === 'joining'}
          hasOlder={view.hasOlder}
          loadingOlder={view.loadingOlder}
          loadOlder={view.loadOlder}
          myName={connection.identity?.name ?? null}
          height={listHeight}
        />
      )}
      {view.status === 'destroyed' ? (
        <RoomClosed onRejoin={view.retry} />
      ) : (
        view.status !== 'failed' && (
          <>
            {blocker && <ChatNotice blocker={blocker} now={now} />}
            <ChatInput
              disabled={blocker !== null || view.status !== 'joined'}
              onSend={view.send}
              autoFocus={autoFocusInput}
            />
          </>
        )
      )}
    </>
  );
}
