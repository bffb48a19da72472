import { useCallback, useState } from 'react';
import { api } from 'shared/api';
import { singleDataDecryption, type DecryptableField } from '../contract/endpoints/decryption';
import { readDecrypted, writeDecrypted, type DecryptedEntry } from 'shared/storage';

/**
 * The DD_ key of a masked value: the field and the masked form together, so a value bound anew (a
 * new phone masks differently) is never answered from the old entry.
 */
export function revealKey(field: DecryptableField, masked: string): string {
  return `${field}:${masked}`;
}

export interface RevealedValue {
  /** What to show: the plain value while revealed, the masked one otherwise. */
  text: string;
  visible: boolean;
  busy: boolean;
  failure: unknown;
  toggle: () => Promise<void>;
}

/**
 * One masked field of the member's own data (SPEC §3 decrypted-data cache). The first reveal asks
 * singleDataDecryption and keeps the answer as DD_<key> with visible true; later presses only flip
 * the entry's visibility, without a call. Logout and login expiry clear every DD_ entry
 * (state/session clearMemberState), so the next member starts masked.
 */
export function useRevealedValue(field: DecryptableField, masked: string): RevealedValue {
  const key = revealKey(field, masked);
  // Read on every render: the stored entry is the truth (cleared on logout, shared by every field
  // showing the same value); `remember` re-renders after a write.
  const current = readDecrypted(key);
  const [, setWrites] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const remember = useCallback(
    (next: DecryptedEntry) => {
      writeDecrypted(key, next);
      setWrites((n) => n + 1);
    },
    [key],
  );

  const toggle = useCallback(async () => {
    if (busy) return;
    const cached = readDecrypted(key);
    if (cached !== null) {
      remember({ ...cached, visible: !cached.visible });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { value } = await api.request(singleDataDecryption, { field });
      remember({ value, visible: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }, [busy, field, key, remember]);

  const visible = current?.visible === true;
  return { text: visible && current !== null ? current.value : masked, visible, busy, failure, toggle };
}
