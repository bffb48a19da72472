import { mountHarness } from 'shared/harness';
import './setup';
import { AccountHarness } from './AccountHarness';

mountHarness('会员中心', <AccountHarness />);
