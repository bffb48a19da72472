// The match-chat feature's public surface for the rest of mf-sports.
export { MatchChatButton } from './MatchChatButton';
export { MatchChatPanel } from './MatchChatPanel';
export { useChatScore } from './use-chat-score';
