export { OperatorsPage as default } from './OperatorsPage';
