import EventEmitter from 'eventemitter3';
import { replayedEvents, type BusEventName, type BusEvents } from './events';

type Listener<K extends BusEventName> = (payload: BusEvents[K]) => void;
type EmitArgs<K extends BusEventName> = BusEvents[K] extends void ? [] : [payload: BusEvents[K]];

export interface Bus {
  emit<K extends BusEventName>(event: K, ...args: EmitArgs<K>): void;
  /** Subscribes; returns the unsubscribe function. Replayed events call back at once with their last value. */
  on<K extends BusEventName>(event: K, listener: Listener<K>): () => void;
  once<K extends BusEventName>(event: K, listener: Listener<K>): () => void;
  /** The last value of a replayed event, if any was emitted. */
  last<K extends BusEventName>(event: K): BusEvents[K] | undefined;
  /** Drops a replayed event's last value once it has been handled, so a later subscriber starts fresh. */
  forget(event: BusEventName): void;
}

export function createBus(): Bus {
  const emitter = new EventEmitter();
  const lastValues = new Map<BusEventName, unknown>();

  return {
    emit(event, ...args) {
      const payload = args[0];
      if (replayedEvents.has(event)) lastValues.set(event, payload);
      emitter.emit(event, payload);
    },
    on(event, listener) {
      emitter.on(event, listener);
      if (replayedEvents.has(event) && lastValues.has(event)) {
        listener(lastValues.get(event) as BusEvents[typeof event]);
      }
      return () => {
        emitter.off(event, listener);
      };
    },
    once(event, listener) {
      emitter.once(event, listener);
      return () => {
        emitter.off(event, listener);
      };
    },
    last(event) {
      return lastValues.get(event) as BusEvents[typeof event] | undefined;
    },
    forget(event) {
      lastValues.delete(event);
    },
  };
}
