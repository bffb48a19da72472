// The countdown feature's public surface: other features and the exposes import it only from here.
export { CodeButton } from './CodeButton';
export { useCountdown } from './use-countdown';
