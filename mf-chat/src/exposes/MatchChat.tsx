import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { MatchChatView } from '../features/match';

/** The chat room beside a live match, in the sports book's side column. */
const MatchChat: RemoteModules['chat/MatchChat'] = (props) => <MatchChatView {...props} />;

export default MatchChat;
