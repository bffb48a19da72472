export { remoteNames, federationName, optionalVerticals } from './names';
export type { RemoteName } from './names';
export { remoteOf, exposeOf } from './modules';
export type { RemoteModules, RemoteModuleKey, VenueListProps, CustomerServiceEntryProps, SportsBookProps, AuthDialogProps, AuthRequest } from './modules';
