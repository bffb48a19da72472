export { RemoteHealthPage as default } from './RemoteHealthPage';
