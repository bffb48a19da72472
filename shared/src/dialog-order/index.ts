/**
 * The page's open dialogs, by opening order: Escape and focus belong to the innermost one only,
 * so a captcha over the login dialog, or the customer-service warning over it, closes alone. One
 * order per page, whichever build a dialog comes from: a remote's dialog over the host's must
 * count as the inner one (a shared singleton, shared/build/shared-entries.mjs).
 */
let openingSequence = 0;
const openDialogs = new Set<number>();

/** The next opening number: taken during render, a parent before its child, a later dialog higher. */
export function nextDialogOrder(): number {
  return ++openingSequence;
}

/** Marks a dialog open until the returned function is called. */
export function holdDialogOpen(order: number): () => void {
  openDialogs.add(order);
  return () => {
    openDialogs.delete(order);
  };
}

/** Whether this open dialog is the innermost one. */
export function isInnermostDialog(order: number): boolean {
  return order === Math.max(...openDialogs);
}
