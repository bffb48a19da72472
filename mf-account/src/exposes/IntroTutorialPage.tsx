import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { IntroTutorial } from '../features/tutorial';

/** /mine/introTutorial: the intro tutorial from the server. */
const IntroTutorialPage: RemoteModules['account/IntroTutorialPage'] = () => <IntroTutorial />;

export default IntroTutorialPage;
