/** The list shows a ticket's start: at most 60 characters, counted as the member sees them. */
export const EXCERPT_MAX = 60;

/** The text with its line breaks folded into spaces, cut at `max` characters with an ellipsis. */
export function excerptOf(content: string, max: number = EXCERPT_MAX): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  // Array.from counts code points: an emoji is one character and is never cut in half.
  const chars = Array.from(flat);
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}
