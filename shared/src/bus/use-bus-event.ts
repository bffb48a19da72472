import { useEffect, useRef } from 'react';
import type { BusEventName, BusEvents } from './events';
import { bus } from './instance';

/** Listens while the component is mounted; the latest handler is always the one called. */
export function useBusEvent<K extends BusEventName>(event: K, handler: (payload: BusEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.on(event, (payload) => latest.current(payload)), [event]);
}
