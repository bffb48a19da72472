// The into-venue transfer dialog.
export { EnterVenueDialog } from './EnterVenueDialog';
