// The game host page (a launch ticket framed).
export { GameHostPage } from './GameHostPage';
