export { ReleasesPage as default } from './ReleasesPage';
