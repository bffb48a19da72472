import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AuthDialogView } from '../features/dialog';

/** The login/register dialog the host mounts on the first `auth:request` (SPEC §2, §4). */
const AuthDialog: RemoteModules['auth/AuthDialog'] = () => <AuthDialogView />;

export default AuthDialog;
