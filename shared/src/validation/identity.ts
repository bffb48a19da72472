import type { RuleResult } from './failures';
import { MINIMUM_AGE } from './limits';

const MIDDLE_DOT = '·';
const LETTERS_AND_DOTS = /^[\u3400-\u9fffA-Za-z·]+$/;
const LATIN_AND_DOTS = /^[A-Za-z·]+$/;
const CHINESE = /^[\u3400-\u9fff]$/;

/**
 * SPEC §5 real name: letters and middle dots only (买买提·艾力, Mary·Jane); never two dots in a row
 * or a dot at either end; Chinese at both ends, or Latin letters (and dots) throughout.
 */
export function checkRealName(input: string): RuleResult {
  const name = input.trim();
  if (!LETTERS_AND_DOTS.test(name)) return 'realNameInvalid';
  if (name.includes(MIDDLE_DOT + MIDDLE_DOT) || name.startsWith(MIDDLE_DOT) || name.endsWith(MIDDLE_DOT))
    return 'realNameInvalid';
  const chineseEnds = CHINESE.test(name.charAt(0)) && CHINESE.test(name.charAt(name.length - 1));
  return chineseEnds || LATIN_AND_DOTS.test(name) ? null : 'realNameInvalid';
}

/** Whole years between a YYYY-MM-DD birthday and `today`; null when the date is not a real one. */
export function ageOn(birthday: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 02-30 over into March: such a birthday does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() < month - 1 || (today.getMonth() === month - 1 && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** SPEC §5: the profile needs a birthday, and the member must be 18 or over. */
export function checkBirthday(birthday: string, today: Date = new Date()): RuleResult {
  const age = ageOn(birthday, today);
  if (age === null) return 'birthdayRequired';
  return age >= MINIMUM_AGE ? null : 'underAge';
}

/** The last birthday of someone 18 today (YYYY-MM-DD): the date picker's upper bound. */
export function latestAdultBirthday(today: Date = new Date()): string {
  const year = today.getFullYear() - MINIMUM_AGE;
  const month = today.getMonth();
  // Born on 29 February: the last day of February in a year without one.
  const day = Math.min(today.getDate(), new Date(year, month + 1, 0).getDate());
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
