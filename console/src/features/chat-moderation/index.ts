export { ChatModerationPage as default } from './ChatModerationPage';
