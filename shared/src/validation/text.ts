/** Register mode drops every space as it is typed (SPEC §5), so a pasted name never carries one. */
export function stripWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/** Keeps only ASCII digits, at most `max` of them: for code and phone inputs typed or pasted. */
export function digitsOnly(text: string, max = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D+/g, '').slice(0, max);
}
