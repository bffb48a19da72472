// The lines feature's public surface: other features and the exposes import it only from here.
export { ChatLineList } from './ChatLineList';
