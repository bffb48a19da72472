export { StorageKey } from './keys';
export type { StorageKeyName } from './keys';
export { readItem, writeItem, removeItem } from './local-storage';
export { readDecrypted, writeDecrypted, clearDecryptedCache } from './decrypted-cache';
export type { DecryptedEntry } from './decrypted-cache';
export { LAUNCHED_GAMES_KEY, recordLaunchedGame, findLaunchedGame } from './launched-games';
export type { LaunchedGame } from './launched-games';
export { markSupportChatUsed, supportChatRecentlyUsed, SUPPORT_CHAT_RECENT_MS } from './support-chat-marker';
