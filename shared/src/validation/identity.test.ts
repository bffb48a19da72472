import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthday, checkRealName, latestAdultBirthday } from './identity';

describe('real name', () => {
  it.each(['张三', '买买提·艾力', '欧阳娜娜', 'Mary', 'Mary·Jane', 'John·F·Kennedy'])('accepts %s', (name) => {
    expect(checkRealName(name)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['a digit', '张三1'],
    ['a space', 'Mary Jane'],
    ['two dots in a row', '买买提··艾力'],
    ['a dot first', '·张三'],
    ['a dot last', '张三·'],
    ['Latin at one end of a Chinese name', '张三A'],
    ['Chinese at one end of a Latin name', 'Mary张'],
    ['a symbol', '张-三'],
  ])('refuses a name with %s', (_why, name) => {
    expect(checkRealName(name)).toBe('realNameInvalid');
  });
});

describe('birthday and age', () => {
  const today = new Date(2024, 5, 15);

  it('counts whole years', () => {
    expect(ageOn('2006-06-15', today)).toBe(18);
    expect(ageOn('2006-06-16', today)).toBe(17);
    expect(ageOn('2006-02-30', today)).toBeNull();
    expect(ageOn('15/06/2006', today)).toBeNull();
  });

  it('needs a birthday', () => {
    expect(checkBirthday('', today)).toBe('birthdayRequired');
  });

  it('refuses anyone under 18', () => {
    expect(checkBirthday('2006-06-16', today)).toBe('underAge');
    expect(checkBirthday('2006-06-15', today)).toBeNull();
  });
});

describe('latestAdultBirthday', () => {
  it('is the same day 18 years ago, which itself passes the age rule', () => {
    const today = new Date(2024, 5, 15);
    expect(latestAdultBirthday(today)).toBe('2006-06-15');
    expect(checkBirthday(latestAdultBirthday(today), today)).toBeNull();
  });

  it('falls back to 28 February when 18 years ago has no 29th', () => {
    expect(latestAdultBirthday(new Date(2024, 1, 29))).toBe('2006-02-28');
  });
});
