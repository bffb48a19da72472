import type { MemberInfo } from 'shared/state';

/** Text key of the security level under `member.security.`: 1 低, 2 中, 3 高. */
export function securityLevelKey(level: MemberInfo['securityLevel']): `member.security.${MemberInfo['securityLevel']}` {
  return `member.security.${level}`;
}
