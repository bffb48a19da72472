import { mountHarness } from 'shared/harness';
import './setup';
import DiscountPage from './exposes/DiscountPage';

mountHarness('优惠活动', <DiscountPage />);
