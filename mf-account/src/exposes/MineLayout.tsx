import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { MineLayoutView } from '../features/layout';

/** /mine/*: the member centre; the host guards it with its login check. */
const MineLayout: RemoteModules['account/MineLayout'] = () => <MineLayoutView />;

export default MineLayout;
