export { AuditPage as default } from './AuditPage';
