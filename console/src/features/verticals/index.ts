export { VerticalsPage as default } from './VerticalsPage';
