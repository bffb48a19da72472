export { SiteAccessPage as default } from './SiteAccessPage';
