import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { WelfareCentre } from '../features/welfare';

/** /mine/welfare: rewards waiting to be claimed. */
const WelfarePage: RemoteModules['promotions/WelfarePage'] = () => <WelfareCentre />;

export default WelfarePage;
