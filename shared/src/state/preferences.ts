import { atom } from 'jotai';
import type { Edition } from '../theme/tokens';
import type { Language } from '../config/brand';
import { readItem, writeItem } from '../storage/local-storage';
import type { StorageKeyName } from '../storage/keys';

/** Odds formats of SPEC §4: European, Hong Kong (default), Indonesian, Malay. */
export type OddsFormat = 'E' | 'H' | 'I' | 'M';

function persisted<T extends string>(key: StorageKeyName, allowed: readonly T[], fallback: T | null) {
  const stored = readItem(key);
  const base = atom<T | null>(
    stored !== null && (allowed as readonly string[]).includes(stored) ? (stored as T) : fallback,
  );
  return atom(
    (get) => get(base),
    (_get, set, next: T) => {
      writeItem(key, next);
      set(base, next);
    },
  );
}

/** null until the member picks one: then the brand's default applies. */
export const storedEditionAtom = persisted<Edition>('edition', ['classic', 'professional'], null);
export const storedLanguageAtom = persisted<Language>('language', ['zh-CN', 'zh-TW'], null);
export const oddsFormatAtom = persisted<OddsFormat>('oddsFormat', ['E', 'H', 'I', 'M'], 'H');

/** The CR-mode switch (SPEC §1, offered by brands with crMode): '1' compact reading, '0' standard. */
export const crModeAtom = persisted<'1' | '0'>('crMode', ['1', '0'], '0');
