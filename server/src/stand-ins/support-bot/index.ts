export { cannedSupportBot } from './canned-replies';
