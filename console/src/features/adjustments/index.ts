export { AdjustmentsPage as default } from './AdjustmentsPage';
