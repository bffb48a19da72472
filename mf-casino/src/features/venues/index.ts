// A category's venues: the page and the list other features read.
export { VenueList } from './VenueList';
export { useVenues } from './use-venues';
