export { simulatedSportsFeed } from './simulated-feed';
