import { useLayoutEffect, useRef } from 'react';
import type { BusEventName, BusEvents } from './events';
import { bus } from './instance';

/**
 * Listens while the component is mounted; the latest handler is always the one called. It
 * subscribes in a layout effect, which runs before any component's passive effects, so an event
 * emitted from a sibling's useEffect during the same mount (a guard's toast) is not lost.
 */
export function useBusEvent<K extends BusEventName>(event: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => bus.on(event, (payload) => latest.current(payload)), [event]);
}
