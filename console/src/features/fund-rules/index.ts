export { FundRulesPage as default } from './FundRulesPage';
