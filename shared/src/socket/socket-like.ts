/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** Timers are looked up when called, so vi.useFakeTimers installed after construction still applies. */
export interface SocketTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserTimers: SocketTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Where the browser announces `online` and `offline` (the window); null where there is none. */
export type NetworkEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function browserNetwork(): NetworkEvents | null {
  return typeof window === 'undefined' ? null : window;
}

export type SocketLog = (message: string, detail?: unknown) => void;
