const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** One group of four digits, with the zeros of financial writing (1001 → 壹仟零壹). */
function fourDigits(group: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos -= 1) {
    const digit = Math.floor(group / 10 ** pos) % 10;
    if (digit === 0) {
      if (out !== '') pendingZero = true;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    out += DIGITS[digit]! + SMALL_UNITS[pos]!;
  }
  return out;
}

/**
 * SPEC §9: an amount in uppercase Chinese numerals as written on cheques and receipts,
 * e.g. 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 100 → 壹佰元整.
 */
export function toChineseUppercase(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const negative = amount < 0;
  const fen = Math.round(Math.abs(amount) * 100);
  let yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;

  let integerPart = '';
  if (yuan === 0) integerPart = DIGITS[0]!;
  let unit = 0;
  let needZero = false;
  while (yuan > 0) {
    const group = yuan % 10000;
    if (group !== 0) {
      const text = fourDigits(group) + BIG_UNITS[unit]!;
      integerPart = text + (needZero ? DIGITS[0] : '') + integerPart;
      needZero = group < 1000;
    } else if (integerPart !== '') {
      needZero = true;
    }
    yuan = Math.floor(yuan / 10000);
    unit += 1;
  }
  integerPart = integerPart.replace(/^零+/, '') || DIGITS[0]!;

  let decimals = '';
  if (jiao === 0 && cent === 0) decimals = '整';
  else {
    if (jiao !== 0) decimals += DIGITS[jiao]! + '角';
    else if (integerPart !== DIGITS[0]) decimals += DIGITS[0];
    if (cent !== 0) decimals += DIGITS[cent]! + '分';
  }
  const body =
    integerPart === DIGITS[0] && decimals !== '整' ? decimals.replace(/^零/, '') : `${integerPart}元${decimals}`;
  return (negative ? '负' : '') + body;
}
