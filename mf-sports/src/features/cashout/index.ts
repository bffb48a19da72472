// The cashout feature's public surface for the rest of mf-sports.
export { CashOutControl } from './CashOutControl';
export { useCashOutOffers } from './use-cash-out-offers';
