import { mountHarness } from 'shared/harness';
import './setup';
import { WalletHarness } from './WalletHarness';

mountHarness('钱包', <WalletHarness />);
