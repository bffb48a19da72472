// The transfer feature's public surface: other features and the exposes import it only from here.
export { TransferMoneyPage } from './TransferMoneyPage';
