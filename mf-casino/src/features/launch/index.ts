// Entering a game or venue: what the other features use of it.
export { useLaunchGame } from './use-launch-game';
export type { LaunchTarget } from './use-launch-game';
