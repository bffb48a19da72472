export { formatMoney, formatAmount } from './money';
export { toChineseUppercase } from './chinese-numerals';
