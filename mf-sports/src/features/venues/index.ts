// The venues feature's public surface for the rest of mf-sports.
export { SportsVenueList } from './SportsVenueList';
