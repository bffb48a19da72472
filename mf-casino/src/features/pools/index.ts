// Venue jackpots: what the other features use of them.
export { BonusPoolFigure } from './BonusPoolFigure';
export { useBonusPools } from './use-bonus-pools';
export type { PoolReading } from './pool-amount';
