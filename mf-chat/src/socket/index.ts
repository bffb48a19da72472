export type { ChatConnectionState, ChatConnectionView, ChatLine, ChatRoomView, ChatSendResult } from './chat-room-view';
export type { ChatConnectionSnapshot } from './chat-store';
export { ensureChatStarted } from './chat-runtime';
export { useChatRoom } from './use-chat-room';
export { useChatConnection } from './use-chat-connection';
export { useUnread } from './use-unread';
