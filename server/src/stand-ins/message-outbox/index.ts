export { logMessageSender } from './log-message-sender';
