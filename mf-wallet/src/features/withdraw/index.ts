// The withdraw feature's public surface: other features and the exposes import it only from here.
export { TakeMoneyPage } from './TakeMoneyPage';
