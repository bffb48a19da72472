import type { Browser, Page } from '@playwright/test';
import { consoleLogin, type OperatorName } from '../support/operators';
import { answerGraphicCaptcha } from '../support/captcha';
import { expect, test } from '../support/test';

/** desk01 (seeded for this spec alone): its sessions are ended and its account locked here. */
const MEMBER = { name: 'desk01', password: 'desk12345', phone: '13955550101' } as const;

async function operatorPage(browser: Browser, name: OperatorName): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, name);
  return page;
}

/** Confirms the open reason dialog with `reason` through its `confirm` button. */
async function confirmWithReason(page: Page, confirm: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

// The members desk of the operator console against the real server.
test.describe('console: members desk', () => {
  test('support finds a member by phone, reads the ledger, ends the sessions, locks and unlocks; all audited', async ({
    page,
    shell,
    browser,
  }) => {
    await test.step('the member is logged in on the player site', async () => {
      await shell.open('/');
      await shell.login(MEMBER.name, MEMBER.password);
    });

    const support = await operatorPage(browser, 'support');
    let memberId = '';
    await test.step('support finds the member by phone, masked', async () => {
      await support.getByRole('link', { name: '会员' }).click();
      await support.getByRole('button', { name: '手机号' }).click();
      await support.getByLabel('搜索会员').fill(MEMBER.phone);
      await support.getByRole('button', { name: '查询' }).click();
      const row = support.getByTestId('member-result').filter({ hasText: MEMBER.name });
      await expect(row).toContainText('139****0101');
      await expect(row).not.toContainText(MEMBER.phone);
      await row.getByRole('button', { name: `查看会员 ${MEMBER.name}` }).click();
      const name = support.getByTestId('member-name');
      await expect(name).toContainText(MEMBER.name);
      memberId = /（(\d+)）/.exec(await name.innerText())?.[1] ?? '';
      expect(memberId).not.toBe('');
      await expect(support.getByTestId('member-balances')).toContainText('¥850');
    });

    await test.step('the ledger shows its rows and the totals', async () => {
      await support.getByRole('tab', { name: '余额与流水' }).click();
      await expect(support.getByTestId('ledger-totals')).toContainText('收入 ¥888 · 支出 ¥38');
      await expect(support.getByTestId('ledger-row').first()).toContainText('人工调整');
      await support.screenshot({ path: test.info().outputPath('console-members-ledger.png'), fullPage: true });
    });

    await test.step("support ends the member's sessions: the open player page falls back to logged out", async () => {
      await support.getByRole('tab', { name: '会话' }).click();
      await expect(support.getByTestId('session-row').first()).toBeVisible();
      await support.getByRole('button', { name: '结束全部会话' }).click();
      await confirmWithReason(support, '结束', '会员来电要求下线');
      await expect(support.getByRole('status').filter({ hasText: /已结束 \d+ 个会话/ })).toBeVisible();
      await expect(support.getByText('当前没有在线会话')).toBeVisible();
      // The player's next call meets the ended token: a click on the wallet makes one at once.
      await expect(async () => {
        if (await page.getByTestId('header-username').isVisible()) await page.reload();
        await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 2_000 });
      }).toPass();
    });

    await test.step('support locks the account: the login is refused with the message', async () => {
      await support.getByRole('button', { name: '锁定账户' }).click();
      await confirmWithReason(support, '锁定账户', '疑似账户被盗');
      await expect(support.getByTestId('member-status').first()).toHaveText('已锁定');
      await support.screenshot({ path: test.info().outputPath('console-members-locked.png'), fullPage: true });
      await page.goto('/');
      await shell.live();
      await page.getByTestId('header-login').click();
      await answerGraphicCaptcha(page, await shell.submitLogin(MEMBER.name, MEMBER.password));
      await expect(page.getByText('请联系客服处理').first()).toBeVisible();
    });

    await test.step('support unlocks it: the member logs in again', async () => {
      await support.getByRole('button', { name: '解除锁定' }).click();
      await confirmWithReason(support, '解除锁定', '已核实本人');
      await expect(support.getByTestId('member-status').first()).toHaveText('正常');
      await page.goto('/');
      await shell.live();
      await shell.login(MEMBER.name, MEMBER.password);
    });

    const admin = await operatorPage(browser, 'admin');
    await test.step('the audit log lists each action with its operator and reason', async () => {
      await admin.getByRole('link', { name: '审计日志' }).click();
      await admin.getByLabel('对象').fill(`member:${memberId}`);
      await admin.getByRole('button', { name: '查询' }).click();
      const rows = admin.getByTestId('audit-row');
      await expect(rows.filter({ hasText: '结束会员会话' })).toContainText('会员来电要求下线');
      await expect(rows.filter({ hasText: '锁定会员' })).toContainText('疑似账户被盗');
      await expect(rows.filter({ hasText: '解锁会员' })).toContainText('已核实本人');
      await expect(rows.filter({ hasText: '锁定会员' })).toContainText(/support \(#/);
    });
  });
});
