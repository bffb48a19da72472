import { mountHarness } from 'shared/harness';
import './setup';
import { SportsHarness } from './SportsHarness';

mountHarness('体育赛事', <SportsHarness />);
