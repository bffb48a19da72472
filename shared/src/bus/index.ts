export { bus } from './instance';
export { useBusEvent } from './use-bus-event';
export type {
  TipsDialogMessage,
  LoadingMessage,
  ToastMessage,
  NewDeviceRequest,
  AuthRequest,
  EnterVenueRequest,
} from './events';
