/**
 * Masks for what identifies a member (SPEC §1 hideRealNumber). Every place that shows a phone,
 * an e-mail or a real name masks through these, so a brand that hides them hides them everywhere.
 * Characters are counted with Array.from so a character outside the BMP is masked whole.
 */

/** '13812345678' → '138****5678'. A number the server masked already stays as it is. */
export function maskPhone(phone: string): string {
  const characters = Array.from(phone.trim());
  if (characters.length === 0) return '';
  if (characters.includes('*')) return characters.join('');
  // Four stars whatever the length: the mask should not tell how long the number is.
  if (characters.length >= 8) return characters.slice(0, 3).join('') + '****' + characters.slice(-4).join('');
  if (characters.length <= 2) return '*'.repeat(characters.length);
  return characters[0] + '*'.repeat(characters.length - 2) + characters[characters.length - 1];
}

/** 'abcdef@qq.com' → 'ab***@qq.com': at most two characters of the name, the domain in full. */
export function maskEmail(email: string): string {
  const value = email.trim();
  if (value === '') return '';
  const at = value.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = Array.from(value.slice(0, at));
  const shown = local.length > 2 ? 2 : 1;
  return local.slice(0, shown).join('') + '***' + value.slice(at);
}

/** '张三' → '张*', '张小明' → '张*明', '欧阳娜娜' → '欧**娜': the first and (from three on) last character. */
export function maskRealName(realName: string): string {
  const characters = Array.from(realName.trim());
  if (characters.length === 0) return '';
  if (characters.length === 1) return '*';
  if (characters.length === 2) return characters[0] + '*';
  return characters[0] + '*'.repeat(characters.length - 2) + characters[characters.length - 1];
}
