export { DepositsPage as default } from './DepositsPage';
