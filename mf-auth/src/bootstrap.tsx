import { mountHarness } from 'shared/harness';
import './setup';
import { AuthHarness } from './AuthHarness';

mountHarness('登录注册', <AuthHarness />);
