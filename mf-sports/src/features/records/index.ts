// The records feature's public surface for the rest of mf-sports.
export { BetRecords } from './BetRecords';
export { SportsRecordTable } from './SportsRecordTable';
