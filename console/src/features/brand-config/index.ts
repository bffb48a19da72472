export { BrandConfigPage as default } from './BrandConfigPage';
