import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { AuthView } from '../features/security';

/** /mine/auth: phone, e-mail, login password and second password; the host guards it with its login check. */
const AuthPage: RemoteModules['account/AuthPage'] = () => <AuthView />;

export default AuthPage;
