export { remoteNames, federationName } from './names';
export type { RemoteName } from './names';
export { remoteOf } from './modules';
export type { RemoteModules, RemoteModuleKey, ActivityPageProps, CustomerServiceEntryProps, GameCatalogueProps, SportsBookProps } from './modules';
