/**
 * The fields a change carries: a field left out (or undefined) keeps the match's own value
 * rather than blanking it.
 */
export function presentFields<T extends object>(change: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Object.fromEntries loses the key types; the filter is what makes each value defined.
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
