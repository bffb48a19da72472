import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { FeedbackPage as FeedbackPageView } from '../features/feedback';

/** /mine/feedback: the feedback form and the member's tickets at the same path. */
const FeedbackPage: RemoteModules['account/FeedbackPage'] = () => <FeedbackPageView />;

export default FeedbackPage;
