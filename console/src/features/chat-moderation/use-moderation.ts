import { consoleChatRoom, consoleChatRooms, type ConsoleEndpoint } from 'shared/contract/console';
import { useEndpointMutation } from 'shared/query';

/** A moderation action: the room list and the room view refetch after it succeeds. */
export function useModeration<E extends ConsoleEndpoint>(endpoint: E) {
  return useEndpointMutation(endpoint, { invalidates: [consoleChatRoom, consoleChatRooms] });
}
