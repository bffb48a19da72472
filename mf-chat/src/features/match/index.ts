// The match feature's public surface: other features and the exposes import it only from here.
export { MatchChatView } from './MatchChatView';
