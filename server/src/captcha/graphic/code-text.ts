import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for each other once distorted: no 0/O/Q-like pairs
 * (0, O), no 1/I/L, so a wrong answer is a wrong answer and not a misreading.
 */
export const GRAPHIC_ALPHABET = 'ABCDEFGHJKMNPRSTUVWXYZ23456789';

/** 4 or 5 characters; the length varies so a script cannot assume it. */
export function randomCodeText(): string {
  const length = randomInt(4, 6);
  let text = '';
  for (let i = 0; i < length; i++) text += GRAPHIC_ALPHABET[randomInt(GRAPHIC_ALPHABET.length)];
  return text;
}
