import { mountHarness } from 'shared/harness';
import { appStore, routeTableAtom } from 'shared/state';
import './setup';
import { AccountHarness, harnessRouteTable } from './AccountHarness';

appStore.set(routeTableAtom, harnessRouteTable);
mountHarness('会员中心', <AccountHarness />);
