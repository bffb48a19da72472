export { SupportChatPage as default } from './SupportChatPage';
