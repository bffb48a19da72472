// Owned by features/records: the sports bet records (being built).
export function BetRecords() {
  return null;
}
