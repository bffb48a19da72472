/** `text` with `insert` put in place of the selection [start, end); the caret lands after it. */
export function insertAtCaret(
  text: string,
  insert: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
