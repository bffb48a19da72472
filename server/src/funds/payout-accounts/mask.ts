/** What an account shows of its number: the last four characters, as "**** 1234". */
export function maskedTail(tail: string): string {
  return `**** ${tail}`;
}

/** The stored tail: the last four characters of a card or address; for Alipay, of the part before '@'. */
export function tailOf(kind: 'bank' | 'coin' | 'alipay', number: string): string {
  const visible = kind === 'alipay' && number.includes('@') ? number.slice(0, number.indexOf('@')) : number;
  return visible.slice(-4);
}
