export { remoteNames, federationName } from './names';
export type { RemoteName } from './names';
export { remoteOf } from './modules';
export type {
  RemoteModules,
  RemoteModuleKey,
  ActivityPageProps,
  CustomerServiceEntryProps,
  MatchChatProps,
  GameCatalogueProps,
  SportsBookProps,
} from './modules';
export { RemoteSlot, RemoteSlotContext } from './remote-slot';
export { SHARED_CONTRACT_VERSION, contractSatisfies, hostMeets, sharedRequirementsOf } from './contract-version';
export type { SharedRequirement } from './contract-version';
export type { RemoteSlotRenderer } from './remote-slot';
