// The slip feature's public surface for the rest of mf-sports.
export { BetSlip } from './BetSlip';
export { useIsPicked, usePick } from './use-pick';
