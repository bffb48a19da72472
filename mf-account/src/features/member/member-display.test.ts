import { describe, expect, it } from 'vitest';
import zhCN from '../../i18n/zh-CN.json';
import { avatarInitial } from '../avatar';
import { identityDisplay } from './identity-display';
import { securityLevelKey } from './member-display';

describe('member display', () => {
  it('takes the avatar letter from the username', () => {
    expect(avatarInitial('demo888')).toBe('D');
    expect(avatarInitial('')).toBe('?');
  });

  it('names the security levels 低, 中 and 高', () => {
    expect([1, 2, 3].map((level) => securityLevelKey(level as 1 | 2 | 3))).toEqual([
      'member.security.1',
      'member.security.2',
      'member.security.3',
    ]);
    expect(zhCN.member.security).toEqual({ 1: '低', 2: '中', 3: '高' });
  });
});

describe('identityDisplay', () => {
  it('masks phone, e-mail and real name when the brand hides them', () => {
    const shown = identityDisplay(true);
    expect([shown.phone('13812345678'), shown.email('abcdef@qq.com'), shown.realName('张小明')]).toEqual([
      '138****5678',
      'ab***@qq.com',
      '张*明',
    ]);
  });

  it('shows the server values as they are otherwise', () => {
    const shown = identityDisplay(false);
    expect([shown.phone('138****5678'), shown.email('abcdef@qq.com'), shown.realName('张小明')]).toEqual([
      '138****5678',
      'abcdef@qq.com',
      '张小明',
    ]);
  });
});
