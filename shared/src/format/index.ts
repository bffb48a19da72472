export { formatMoney, formatAmount } from './money';
export { toChineseUppercase } from './chinese-numerals';
export { beijingDay, shiftDay, isDay, quickRange, matchingRange, QUICK_RANGES } from './beijing-days';
export type { QuickRange } from './beijing-days';
export { maskPhone, maskEmail, maskRealName } from './mask';
export { rebateAmount, rebateWithMultiplier, type RebateBounds } from './rebate';
export { beijingInstant } from './beijing-instant';
export { formatBeijingTime, type BeijingTimeShape } from './beijing-time';
