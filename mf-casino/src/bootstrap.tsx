import { mountHarness } from 'shared/harness';
import './setup';
import { CasinoHarness } from './CasinoHarness';

mountHarness('游戏场馆', <CasinoHarness />);
