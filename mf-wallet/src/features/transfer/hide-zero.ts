import { readItem, writeItem } from 'shared/storage';

/** SPEC §3: the hide-zero-balance flag, '1' or '0' in local storage (StorageKey.hideZeroBalance). */
export function readHideZero(): boolean {
  return readItem('hideZeroBalance') === '1';
}

export function writeHideZero(hide: boolean): void {
  writeItem('hideZeroBalance', hide ? '1' : '0');
}
