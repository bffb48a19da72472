import '../setup';
import type { RemoteModules } from 'shared/remotes';
import { UserInfoView } from '../features/profile';

/** /mine/userinfo: the profile, the avatar, and real name, gender and birthday set once. */
const UserInfoPage: RemoteModules['account/UserInfoPage'] = () => <UserInfoView />;

export default UserInfoPage;
