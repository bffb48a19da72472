// Owned by features/slip: the bet slip column of the local book (being built).
export function BetSlip() {
  return null;
}
