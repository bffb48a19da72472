import type { MemberInfo } from 'shared/state';

/**
 * '张三' → '张*', '欧阳娜娜' → '欧***': only the first character of a real name is shown.
 * Array.from counts characters, not UTF-16 units, so rare characters outside the BMP mask whole.
 */
export function maskRealName(realName: string): string {
  const characters = Array.from(realName.trim());
  if (characters.length === 0) return '';
  if (characters.length === 1) return '*';
  return characters[0] + '*'.repeat(characters.length - 1);
}

/** The letter in the round avatar: the username's first character. */
export function avatarInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

/** Text key of the security level under `member.security.`: 1 低, 2 中, 3 高. */
export function securityLevelKey(level: MemberInfo['securityLevel']): `member.security.${MemberInfo['securityLevel']}` {
  return `member.security.${level}`;
}
