/** A 16-digit card number starting with `prefix` whose Luhn check digit is right. */
export function luhnCard(prefix: string): string {
  let body = prefix;
  while (body.length < 15) body += String(Math.floor(Math.random() * 10));
  for (let check = 0; check <= 9; check += 1) {
    const digits = body + String(check);
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no Luhn digit');
}
