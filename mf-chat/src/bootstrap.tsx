import { mountHarness } from 'shared/harness';
import './setup';
import CustomerServiceEntry from './exposes/CustomerServiceEntry';

mountHarness(
  '在线客服',
  <>
    <CustomerServiceEntry variant="header" />
    <CustomerServiceEntry variant="floating" />
  </>,
);
