/** One price as the book and the slip show it. A new object on every change, so React sees it. */
export interface PriceState {
  /** European odds. */
  odds: number;
  ratio: string | null;
  /** false: suspended, shown greyed and not selectable. */
  open: boolean;
  /** Direction of this change (for the green/red flash); 0 for a first price or a change of line or state only. */
  move: -1 | 0 | 1;
  /** Counts the changes of this key: a new value restarts the flash. */
  version: number;
}
