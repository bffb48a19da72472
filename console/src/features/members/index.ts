export { MembersPage as default } from './MembersPage';
