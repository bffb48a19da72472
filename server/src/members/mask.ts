/** 13812345678 → 138****5678, as the profile and the risk dialogs show a bound phone. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone === '' ? '' : '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** zhangsan@qq.com → zh***@qq.com: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email === '' ? '' : '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
