import { describe, expect, it } from 'vitest';
import zhCN from '../../i18n/zh-CN.json';
import { avatarInitial, maskRealName, securityLevelKey } from './member-display';

describe('member display', () => {
  it('shows only the first character of a real name', () => {
    expect(maskRealName('张三')).toBe('张*');
    expect(maskRealName('欧阳娜娜')).toBe('欧***');
    expect(maskRealName('𠮷田')).toBe('𠮷*');
    expect(maskRealName('李')).toBe('*');
    expect(maskRealName('  ')).toBe('');
  });

  it('takes the avatar letter from the username', () => {
    expect(avatarInitial('demo888')).toBe('D');
    expect(avatarInitial('')).toBe('?');
  });

  it('names the security levels 低, 中 and 高', () => {
    expect([1, 2, 3].map((level) => securityLevelKey(level as 1 | 2 | 3))).toEqual(['member.security.1', 'member.security.2', 'member.security.3']);
    expect(zhCN.member.security).toEqual({ 1: '低', 2: '中', 3: '高' });
  });
});
