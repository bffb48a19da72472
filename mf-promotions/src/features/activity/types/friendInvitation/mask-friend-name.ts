/**
 * A friend's account name as the inviter may see it: the first two and the last character, the rest
 * hidden, so an inviter cannot read the friends' full logins. A name the server masked already
 * (it holds a *) stays as it is. Characters are counted whole (Array.from) for names outside the BMP.
 */
export function maskFriendName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.includes('*')) return characters.join('');
  if (characters.length === 0) return '';
  if (characters.length <= 2) return `${characters[0]}*`;
  if (characters.length <= 4) return `${characters[0]}**${characters.at(-1)}`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
}
