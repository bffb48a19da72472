// Test helper: the member's side of the graphic captcha dialog.
import { fireEvent, screen, within } from '@testing-library/react';

/** Waits for 图形验证, types the code and confirms. */
export async function solveGraphicCaptcha(code = 'a8K2'): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: '图形验证' });
  await within(dialog).findByAltText('图形验证码');
  fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
}
