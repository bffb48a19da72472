// The accounts feature's public surface: other features and the exposes import it only from here.
export { AccountManagePage } from './AccountManagePage';
export { AddBankCardPage } from './AddBankCardPage';
export { AlipayManagePage } from './AlipayManagePage';
export { VirtualCoinCardPage } from './VirtualCoinCardPage';
