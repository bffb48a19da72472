// The emoji feature's public surface: other features and the exposes import it only from here.
export { EmojiPicker } from './EmojiPicker';
export { insertAtCaret } from './insert-at-caret';
