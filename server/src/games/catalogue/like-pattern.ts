/**
 * An ILIKE pattern matching `text` anywhere: the wildcards % and _ (and the escape character
 * itself) a player types are matched literally, so "100%" finds "100%", not everything.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
