export { bus } from './instance';
export { createBus } from './bus';
export type { Bus } from './bus';
export { useBusEvent } from './use-bus-event';
export { replayedEvents } from './events';
export type {
  BusEvents,
  BusEventName,
  AuthFormMode,
  TipsDialogMessage,
  LoadingMessage,
  ToastMessage,
  Session,
  NewDeviceRequest,
  EnterVenueRequest,
} from './events';
