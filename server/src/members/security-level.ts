/** What protects an account: each binding is one more way to prove ownership or stop a thief. */
export interface Protections {
  phone: boolean;
  realName: boolean;
  email: boolean;
  bankCard: boolean;
  secondPassword: boolean;
}

/** 1 weak (at most one protection), 2 medium (two or three), 3 strong (four or more). */
export function securityLevel(p: Protections): 1 | 2 | 3 {
  const count = [p.phone, p.realName, p.email, p.bankCard, p.secondPassword].filter(Boolean).length;
  if (count >= 4) return 3;
  return count >= 2 ? 2 : 1;
}
