import type { DepositOrderStatus } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { escapeXml } from '../../static/svg';

export interface CashierPageInput {
  token: string;
  orderNo: string;
  channelName: string;
  amountFen: number;
  status: DepositOrderStatus;
  expiresAt: Date;
  /** Set right after a press of 支付: what it did. */
  outcome: 'paid' | 'refused' | null;
}

const STATUS_TEXT: Readonly<Record<DepositOrderStatus, string>> = {
  created: '待支付',
  waiting: '待支付',
  paid: '已支付',
  closed: '已关闭',
  expired: '已过期',
};

function outcomeLine(input: CashierPageInput): string {
  if (input.outcome === 'paid')
    return '<p class="ok" role="status" data-testid="cashier-outcome">支付成功，资金已存入中心钱包，请返回网站查看。</p>';
  if (input.outcome === 'refused')
    return `<p class="bad" role="alert" data-testid="cashier-outcome">支付未完成：订单${STATUS_TEXT[input.status]}。</p>`;
  if (input.status === 'paid') return '<p class="ok" role="status" data-testid="cashier-outcome">该订单已支付。</p>';
  if (input.status !== 'waiting' && input.status !== 'created')
    return `<p class="bad" role="alert" data-testid="cashier-outcome">该订单${STATUS_TEXT[input.status]}，无法支付。</p>`;
  return '';
}

/**
 * The simulated payment provider's cashier (收银台): what a third-party recharge opens. Pressing 支付
 * stands in for the player paying at a real provider; the page says plainly that it is a simulation.
 */
export function renderCashierPage(input: CashierPageInput): string {
  const payable = input.status === 'waiting' || input.status === 'created';
  const amount = escapeXml(formatMoney(input.amountFen / 100));
  const form = payable
    ? `<form method="post" action="/cashier/${escapeXml(input.token)}/pay" enctype="text/plain">
    <button type="submit" data-testid="cashier-pay" autofocus>支付 ${amount}</button>
  </form>
  <p class="note">请在 ${escapeXml(formatBeijingTime(input.expiresAt))}（北京时间）前完成支付，逾期订单自动失效。</p>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>收银台 · ${escapeXml(input.orderNo)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: 'PingFang SC','Microsoft YaHei',sans-serif;
         background: #f2f5fa; color: #1d2433; }
  main { width: min(28rem, 92vw); padding: 2rem; border-radius: 1rem; background: #fff; box-shadow: 0 0.5rem 2rem rgba(20, 40, 80, 0.12); }
  h1 { margin: 0 0 1.25rem; font-size: 1.375rem; }
  dl { display: grid; grid-template-columns: 6rem 1fr; gap: 0.625rem; margin: 0 0 1.5rem; }
  dt { color: #6b7485; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.5rem; color: #e0462f; }
  button { width: 100%; padding: 0.875rem; border: 0; border-radius: 0.5rem; font-size: 1.0625rem; color: #fff; background: #1f6fd1; cursor: pointer; }
  button:focus-visible { outline: 3px solid #ffb020; outline-offset: 2px; }
  .ok { color: #17803d; font-weight: 600; } .bad { color: #c0341d; font-weight: 600; }
  .note { margin-top: 1rem; font-size: 0.8125rem; color: #6b7485; line-height: 1.6; }
</style>
</head>
<body>
<main>
  <h1>收银台</h1>
  <dl>
    <dt>订单号</dt><dd data-testid="cashier-order">${escapeXml(input.orderNo)}</dd>
    <dt>支付方式</dt><dd>${escapeXml(input.channelName)}</dd>
    <dt>支付金额</dt><dd class="amount">${amount}</dd>
    <dt>订单状态</dt><dd data-testid="cashier-status">${STATUS_TEXT[input.status]}</dd>
  </dl>
  ${outcomeLine(input)}
  ${form}
  <p class="note">这是参考服务器模拟的第三方支付收银台，按下“支付”即视为付款成功，不涉及任何真实资金。</p>
</main>
</body>
</html>`;
}
