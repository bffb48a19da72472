import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { MessagePage as MessagePageView } from '../features/messages';

/** /mine/message: the member's letters; the host serves it inside the member-centre layout. */
const MessagePage: RemoteModules['account/MessagePage'] = () => <MessagePageView />;

export default MessagePage;
