import { useSyncExternalStore } from 'react';
import { OVERRIDE_COOKIE, type ActiveOverride } from 'shared/contract';

/**
 * A developer override held by this browser (console 发布管理): the site's /__override link keeps
 * its signed token in a cookie of the site's origin; the host sends it with its start-up call and
 * the API answers the override only while it is valid. The banner shows what that answer granted.
 */

/** The token this browser holds, or null. */
export function heldOverrideToken(cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OVERRIDE_COOKIE && value.length > 0 && value.join('=') !== '') return value.join('=');
  }
  return null;
}

let active: ActiveOverride | null = null;
const listeners = new Set<() => void>();

export function setActiveOverride(next: ActiveOverride | null): void {
  active = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The override the API granted this page load, or null. */
export function useActiveOverride(): ActiveOverride | null {
  return useSyncExternalStore(
    subscribe,
    () => active,
    () => null,
  );
}

/** Ends the override in this browser: the cookie goes, and the page loads again without it. */
export function endOverride(): void {
  document.cookie = `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  window.location.reload();
}
