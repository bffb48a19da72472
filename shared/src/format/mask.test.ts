import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskRealName } from './mask';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone(' 0912345678 ')).toBe('091****5678');
  });

  it('leaves a number the server masked already as it is', () => {
    expect(maskPhone('138****5678')).toBe('138****5678');
  });

  it('masks short numbers in the middle and nothing into something', () => {
    expect(maskPhone('12345')).toBe('1***5');
    expect(maskPhone('12')).toBe('**');
    expect(maskPhone('')).toBe('');
  });
});

describe('maskEmail', () => {
  it('shows two characters of the name and the whole domain', () => {
    expect(maskEmail('abcdef@qq.com')).toBe('ab***@qq.com');
    expect(maskEmail('ab@qq.com')).toBe('a***@qq.com');
    expect(maskEmail('a@163.com')).toBe('a***@163.com');
  });

  it('hides a value that is no address entirely', () => {
    expect(maskEmail('nobody')).toBe('***');
    expect(maskEmail('@qq.com')).toBe('***');
    expect(maskEmail('  ')).toBe('');
  });
});

describe('maskRealName', () => {
  it('keeps the first character, and the last from three characters on', () => {
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName('张小明')).toBe('张*明');
    expect(maskRealName('欧阳娜娜')).toBe('欧**娜');
    expect(maskRealName('买买提·艾力')).toBe('买****力');
  });

  it('masks a rare character whole and a single character entirely', () => {
    expect(maskRealName('𠮷田')).toBe('𠮷*');
    expect(maskRealName('李')).toBe('*');
    expect(maskRealName(' ')).toBe('');
  });
});
