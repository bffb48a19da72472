export { WithdrawalsPage as default } from './WithdrawalsPage';
