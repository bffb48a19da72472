const currency = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** SPEC §9: Chinese locale, CNY symbol, a trailing .00 stripped (¥1,234 but ¥1,234.50). */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return currency.format(0).replace(/\.00$/, '');
  return currency.format(amount).replace(/\.00$/, '');
}

/** Two decimals, no symbol: the header balance and the category-8 total (SPEC §3). */
export function formatAmount(amount: number): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  return (Math.round(safe * 100) / 100).toFixed(2);
}
