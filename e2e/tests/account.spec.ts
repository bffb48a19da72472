import type { Page } from '@playwright/test';
import { lastCode } from '../support/api';
import { callConsole, operatorToken } from '../support/console';
import { asMember } from '../support/members';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** A 1×1 PNG and a text file that only claims to be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('这不是图片，只是改了扩展名的文本文件');

async function unreadTotal(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-total');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

// The member centre's own pages against the reference server.
test.describe('member centre', () => {
  asMember('profile01', () => {
    test('completes the profile once (bad name, under 18, then good), binds a phone with its code, and avatars refuse a non-image', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('profile01', '/mine/userinfo');
      const name = page.getByLabel('真实姓名', { exact: true });
      await name.fill('abc1');
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('请输入正确的名字')).toBeVisible();

      await name.fill('张三');
      const birthday = page.getByLabel('生日');
      const thisYear = new Date().getFullYear();
      await birthday.fill(`${thisYear - 10}-01-01`);
      await page.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('您的年龄未满18岁，无法进行游戏')).toBeVisible();

      await birthday.fill('1990-05-01');
      await page.getByRole('radio', { name: '男' }).check();
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByRole('button', { name: '确认保存' }).click();
      await expect(page.getByText('资料已保存')).toBeVisible();
      // Fixed once saved: shown as text, no longer as fields.
      await expect(page.getByTestId('profile-real-name')).toContainText('张三');
      await expect(page.getByLabel('真实姓名', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);

      // A text file named .png is refused before anything is sent.
      await page.getByRole('button', { name: '更换头像' }).first().click();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
      await expect(page.getByText('仅支持 JPG、PNG、GIF、WEBP 格式的图片')).toBeVisible();
      await page.keyboard.press('Escape');

      // The phone, with the code the server "sent".
      await shell.open('/mine/auth?bind=phone');
      await page.getByRole('textbox', { name: '手机号码' }).fill('13700001111');
      await page.getByRole('button', { name: '获取验证码' }).first().click();
      await expect(page.getByRole('button', { name: /秒后重新获取/ }).first()).toBeVisible();
      await page
        .getByLabel('验证码')
        .first()
        .fill(await lastCode('13700001111'));
      await page.getByRole('button', { name: '绑定手机号码' }).click();
      await expect(page.getByText('手机号码已绑定')).toBeVisible();
      await shell.open('/mine/userinfo');
      await expect(page.getByLabel('绑定状态')).toContainText('已绑定');
    });
  });

  test('a password change ends other sessions and the new password logs in', async ({ page, shell, browser }) => {
    await shell.open('/');
    await shell.login('profile02', 'profile1234');
    // A second browser logged in as the same member.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(urls.site + '/');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBeNull();

    await shell.open('/mine/auth#password');
    await page.getByLabel('原密码').fill('profile1234');
    await page.getByLabel('新密码', { exact: true }).fill('newpass1234');
    await page.getByLabel('确认新密码').fill('newpass1234');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('密码修改成功，其他设备上的登录已退出')).toBeVisible();
    await other.close();

    await page
      .getByRole('button', { name: '退出' })
      .or(page.getByRole('link', { name: '退出' }))
      .first()
      .click();
    await shell.login('profile02', 'newpass1234');
    await expect(page.getByTestId('header-username')).toContainText('profile02');
  });

  test('a forgotten password is reset from /mine/auth by a code to the bound phone, and the masked phone is revealed', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    await shell.login('profile04', 'profile1234');
    // The masked phone, revealed once and hidden again from the DD_ cache.
    await shell.open('/mine/userinfo');
    const phone = page.getByTestId('revealable-phone').first();
    await expect(phone).toHaveText('136****0004');
    const eye = page.getByRole('button', { name: '显示完整手机号码' }).first();
    await eye.click();
    await expect(phone).toHaveText('13622220004');
    await expect(page.getByRole('button', { name: '隐藏手机号码' }).first()).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('DD_')))).toContain(
      'DD_phone:136****0004',
    );
    await page.getByRole('button', { name: '隐藏手机号码' }).first().press('Enter');
    await expect(phone).toHaveText('136****0004');

    await shell.open('/mine/auth#password');
    await page.getByRole('button', { name: '忘记原密码？' }).click();
    const form = page.getByRole('form', { name: '通过验证码重置登录密码' });
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    await form.getByLabel('验证码').fill(await lastCode('13622220004'));
    await form.getByLabel('新密码', { exact: true }).fill('reset12345');
    await form.getByLabel('确认新密码').fill('reset12345');
    await form.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码重置成功，其他设备上的登录已退出')).toBeVisible();

    // This session stays; logging out clears the DD_ cache; the new password logs in.
    await page
      .getByRole('button', { name: '退出' })
      .or(page.getByRole('link', { name: '退出' }))
      .first()
      .click();
    // Logout answers from the server first; the cache goes with the session right after.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('DD_'))))
      .toEqual([]);
    await shell.login('profile04', 'reset12345');
    await expect(page.getByTestId('header-username')).toContainText('profile04');
  });

  asMember('demo888', () => {
    test('messages: opening one, deleting one and reading all move the header count without a reload', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('demo888', '/mine/message');
      await expect(page.getByTestId('letter').first()).toBeVisible();
      const start = await unreadTotal(page);
      expect(start).toBeGreaterThan(2);

      const unreadLetter = page
        .getByTestId('letter')
        .filter({ has: page.getByLabel('未读') })
        .first();
      await unreadLetter.getByRole('button').first().click();
      await expect.poll(() => unreadTotal(page)).toBe(start - 1);

      const count = await page.getByTestId('letter').count();
      await page.getByTestId('letter').last().getByRole('checkbox').check();
      await page.getByRole('button', { name: /删除/ }).first().click();
      await page.getByRole('button', { name: '确认删除' }).click();
      await expect(page.getByTestId('letter')).toHaveCount(count - 1);

      await page.getByRole('button', { name: '全部已读' }).click();
      await expect(page.getByText('已全部标为已读')).toBeVisible();
      await expect.poll(() => unreadTotal(page)).toBeLessThan(start - 1);
    });

    test('feedback with an image: listed, answered by support, and the reply is read in its detail', async ({
      page,
      shell,
    }) => {
      await shell.openAsMember('demo888', '/mine/feedback');
      await page.getByLabel('反馈类别').selectOption({ label: '存款问题' });
      await page.getByLabel('反馈内容').fill('短');
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('反馈内容至少需要10个字')).toBeVisible();
      await page.getByLabel('反馈内容').fill('银行转账存款已经支付三十分钟，余额还没有到账，请帮忙查询。');
      await page
        .getByTestId('feedback-image-input')
        .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: NOT_AN_IMAGE });
      await expect(page.getByText(/不是支持的图片格式/)).toBeVisible();
      await page
        .getByTestId('feedback-image-input')
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('button', { name: '移除图片 1' })).toBeVisible();
      await page.getByRole('button', { name: '提交反馈' }).click();
      await expect(page.getByText('反馈已提交，我们会尽快处理')).toBeVisible();
      const detail = page.getByTestId('feedback-detail');
      await expect(detail).toContainText('银行转账存款已经支付三十分钟');
      await expect(detail.getByRole('img')).toHaveCount(1);
      const id = Number(new URL(page.url()).searchParams.get('id'));
      expect(id).toBeGreaterThan(0);

      // Support answers from the console's ticket desk, then the member opens the ticket from the list.
      const answer = await callConsole(
        '/tickets/reply',
        { id, content: '您好，款项已到账，请查收。', fileIds: [], requestId: `account-${id}-${Date.now()}` },
        await operatorToken('support'),
      );
      expect(answer.status_code).toBe(6000);
      await shell.open('/mine/feedback?tab=list');
      const ticket = page.getByTestId('feedback-ticket').filter({ hasText: '银行转账存款已经支付三十分钟' });
      await expect(ticket).toContainText('已回复');
      await ticket.click();
      await expect(page.getByTestId('feedback-reply').filter({ hasText: '款项已到账' })).toBeVisible();
    });
  });
});

test.describe('hideRealNumber', () => {
  test('the pro brand masks the phone, e-mail and name on the profile', async ({ page, shell }) => {
    await page.goto(urls.pro + '/');
    await shell.live();
    // The pro brand opens in zh-TW; the login helper speaks zh-CN.
    await page.getByRole('button', { name: '简体' }).click();
    await shell.login('demo888', 'demo1234');
    await page.goto(urls.pro + '/mine/userinfo');
    await expect(page.getByText(/\*\*\*@/).first()).toBeVisible();
    await expect(page.getByText(/\d{3}\*{4}\d{4}/).first()).toBeVisible();
  });
});
