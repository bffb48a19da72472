// The new-device feature's public surface: other features and the exposes import it only from here.
export { NewDeviceScreen } from './NewDeviceScreen';
