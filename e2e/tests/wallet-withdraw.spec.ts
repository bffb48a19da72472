import type { Page } from '@playwright/test';
import { callApi, lastCode } from '../support/api';
import { loginThroughApi } from '../support/api-login';
import { callConsole, operatorToken } from '../support/console';
import { asMember } from '../support/members';
import { luhnCard } from '../support/cards';
import { expect, test } from '../support/test';

/** A finance operator's decision in the console (one request id per decision). */
async function review(orderNo: string, approve: boolean): Promise<void> {
  const token = await operatorToken('finance');
  const requestId = `e2e-${approve ? 'approve' : 'refuse'}-${orderNo}`;
  const answer = approve
    ? await callConsole<{ status: string }>('/withdrawals/approve', { orderNo, requestId }, token)
    : await callConsole<{ status: string }>(
        '/withdrawals/refuse',
        { orderNo, requestId, reason: '审核未通过，款项已退回中心钱包' },
        token,
      );
  expect(answer.status_code, answer.message).toBe(6000);
}

/** Submits a withdrawal of `amount` to the selected account and returns its order number. */
async function withdraw(page: Page, amount: string): Promise<string> {
  await page.getByLabel('提款金额').fill(amount);
  await page.getByLabel('提款密码', { exact: true }).fill('135790');
  await page.getByRole('button', { name: '立即提款' }).dblclick();
  const notice = page.getByRole('status').filter({ hasText: '提款申请已提交' });
  await expect(notice).toContainText(`¥${amount}`);
  const orderNo = /订单号 (W\d+)/.exec(await notice.innerText())?.[1];
  if (!orderNo) throw new Error('no order number shown');
  return orderNo;
}

// Payout accounts, the withdraw password and withdrawals against the reference server's ledger.
test.describe('wallet: payout accounts and withdrawals', () => {
  // Far from Beijing: every time shown must still be Beijing time.
  test.use({ timezoneId: 'America/Los_Angeles' });
  asMember('withdraw01', () => {
    test('add a card and an address, set the password, withdraw: one approved, one refused with the refund', async ({
      page,
      shell,
    }) => {
      // A bank card: the holder is the real name, the number is checked and then shown masked.
      await shell.openAsMember('withdraw01', '/mine/addBankCard');
      await expect(page.getByLabel('持有人')).toHaveValue('王五');
      const card = luhnCard('622588');
      await page.getByLabel('银行卡号').fill(card.slice(0, -1) + String((Number(card.slice(-1)) + 1) % 10));
      await page.getByLabel('开户银行').selectOption('CMB');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByText('银行卡号有误，请核对后重新输入')).toBeVisible();
      await page.getByLabel('银行卡号').fill(card);
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByText(`已添加 招商银行 **** ${card.slice(-4)}`)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: `**** ${card.slice(-4)}` })).toContainText('默认');
      await expect(page.getByText(card)).toHaveCount(0);

      // A TRC20 address.
      await page.goto('/mine/virtualCoinCard');
      const address = `T${'WithdrawE2eAddr'.padEnd(29, 'k')}${String(Date.now()).slice(-4)}`.replace(/[0OIl]/g, 'k');
      await page.getByLabel('钱包地址').fill('0x1234');
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByText('TRC20地址格式不正确，请核对后重新输入')).toBeVisible();
      await page.getByLabel('钱包地址').fill(address);
      await page.getByRole('button', { name: '确认添加' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: `**** ${address.slice(-4)}` })).toBeVisible();

      // The withdraw page asks for a password first.
      await page.goto('/mine/takemoney');
      await expect(page.getByTestId('withdraw-balance')).toHaveText('¥10,000');
      await expect(page.getByRole('button', { name: '立即提款' })).toBeDisabled();
      await page.getByRole('button', { name: '设置提款密码' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('新提款密码').fill('135790');
      await dialog.getByLabel('确认提款密码').fill('135790');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog).toBeHidden();

      // 200 to the card: locked, the header follows; the back office approves it.
      await page.getByRole('radio', { name: new RegExp(`招商银行 \\*\\*\\*\\* ${card.slice(-4)}`) }).check();
      const approved = await withdraw(page, '200');
      await expect(page.getByTestId('withdraw-balance')).toHaveText('¥9,800');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥200');
      await expect(page.getByTestId('center-wallet-balance')).toHaveText('9800.00');
      await expect(page.locator(`[data-order="${approved}"]`)).toContainText('审核中');
      // 提款记录 prints Beijing time although this browser is in Los Angeles.
      const shownAt = /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})/.exec(
        await page.locator(`[data-order="${approved}"] td`).first().innerText(),
      );
      expect(shownAt, 'the order time in YYYY-MM-DD HH:mm:ss').not.toBeNull();
      expect(Math.abs(Date.parse(`${shownAt?.[1]}T${shownAt?.[2]}+08:00`) - Date.now())).toBeLessThan(10 * 60_000);
      await review(approved, true);
      // 刷新 finds the order decided: the locked money on the open page follows, no reload.
      await page.getByRole('button', { name: '刷新', exact: true }).click();
      await expect(page.locator(`[data-order="${approved}"]`)).toContainText('已到账');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥0');
      await expect(page.getByTestId('withdraw-balance')).toHaveText('¥9,800');

      // 300 more, refused: the money comes back.
      const refused = await withdraw(page, '300');
      await expect(page.getByTestId('center-wallet-balance')).toHaveText('9500.00');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥300');
      await review(refused, false);
      await page.getByRole('button', { name: '刷新', exact: true }).click();
      await expect(page.locator(`[data-order="${refused}"]`)).toContainText('已拒绝');
      await expect(page.locator(`[data-order="${refused}"]`)).toContainText('款项已退回中心钱包');
      await expect(page.getByTestId('withdraw-balance')).toHaveText('¥9,800');
      await expect(page.getByTestId('withdraw-locked')).toHaveText('¥0');
      await expect(page.getByTestId('center-wallet-balance')).toHaveText('9800.00');

      // Reset the password by a code sent to the bound phone; the old one is then refused and moves nothing.
      await page.getByRole('button', { name: '重置提款密码' }).click();
      const reset = page.getByRole('dialog');
      await reset.getByRole('button', { name: '获取验证码' }).click();
      await expect(reset.getByText('验证码已发送至 136****1001，10分钟内有效')).toBeVisible();
      await expect(reset.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
      await reset.getByLabel('短信验证码').fill(await lastCode('13600001001'));
      await reset.getByLabel('新提款密码').fill('246810');
      await reset.getByLabel('确认提款密码').fill('246810');
      await reset.getByRole('button', { name: '确认重置' }).click();
      await expect(reset).toBeHidden();
      await page.getByLabel('提款金额').fill('100');
      await page.getByLabel('提款密码', { exact: true }).fill('135790');
      await page.getByRole('button', { name: '立即提款' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '提款密码错误' })).toBeVisible();
      await expect(page.getByTestId('withdraw-balance')).toHaveText('¥9,800');

      // The records: both withdrawals and the one refund, each once.
      await page.goto('/mine/transRecord');
      await page.getByRole('button', { name: '取款', exact: true }).click();
      await expect(page.getByTestId('deal-record')).toHaveCount(3);
      await expect(page.getByTestId('deal-record').filter({ hasText: '取款退回' })).toHaveCount(1);
    });
  });

  test('the withdrawals desk refuses a member token and a support operator', async () => {
    const member = await loginThroughApi('withdraw02', 'draw1234');
    if (member === null) throw new Error('withdraw02 could not log in');
    const asMemberToken = await callConsole('/withdrawals/list', { pageNum: 1, pageSize: 10 }, member.token);
    expect([asMemberToken.status_code, asMemberToken.message]).toEqual([8001, '登录已失效，请重新登录控制台']);
    const support = await operatorToken('support');
    const asSupport = await callConsole(
      '/withdrawals/approve',
      { orderNo: 'W0', requestId: 'e2e-support-approve' },
      support,
    );
    expect([asSupport.status_code, asSupport.message]).toEqual([8002, '您的角色无权执行此操作']);
    // The same operator token is no member session on the player API.
    expect((await callApi('/fd/api/v1/withdraw/withdrawInfo', {}, support)).status_code).toBe(6001);
  });
});
