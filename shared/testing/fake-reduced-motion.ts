import { onTestFinished } from 'vitest';

type Listener = (event: MediaQueryListEvent) => void;

/** A window.matchMedia that answers the reduced-motion query as told; other queries never match. */
export interface FakeReducedMotion {
  /** Flips the setting and tells the listeners, as the system does when the member changes it. */
  set(reduce: boolean): void;
}

/**
 * Installs a fake window.matchMedia for the running test (removed when it ends): jsdom has none, so
 * code asking for `prefers-reduced-motion` gets the answer given here.
 */
export function fakeReducedMotion(reduce: boolean): FakeReducedMotion {
  let current = reduce;
  const listeners = new Set<Listener>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const asksMotion = query.includes('prefers-reduced-motion: reduce');
      return {
        get matches() {
          return asksMotion && current;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  });
  return {
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}
