import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';
import { InviteDetails } from './InviteDetails';

const invite = { code: 'AG8K2Q', link: 'https://www.example.com/?register=1&icode=AG8K2Q' };

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetPlatformState();
  writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.restoreAllMocks());

const render = () =>
  renderWithProviders(<InviteDetails invite={invite} linkLabel="推广链接" qrLabel="推广链接二维码" />);

describe('InviteDetails', () => {
  it('shows the code and the link under their names, and the link as a QR code named by the page', () => {
    render();
    expect(screen.getByTestId('invite-code')).toHaveTextContent('AG8K2Q');
    expect(screen.getByTestId('invite-code')).toHaveAccessibleName('邀请码');
    expect(screen.getByTestId('invite-link')).toHaveTextContent(invite.link);
    expect(screen.getByTestId('invite-link')).toHaveAccessibleName('推广链接');
    expect(screen.getByRole('img', { name: '推广链接二维码' })).toBeInTheDocument();
    expect(screen.getByText('好友扫码即可打开注册页面')).toBeInTheDocument();
  });

  it('copies the code and the link, naming each in the toast', async () => {
    const emit = vi.spyOn(bus, 'emit');
    render();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制邀请码' })));
    expect(writeText).toHaveBeenCalledWith('AG8K2Q');
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '邀请码已复制', kind: 'success' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制推广链接' })));
    expect(writeText).toHaveBeenLastCalledWith(invite.link);
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '推广链接已复制', kind: 'success' });
  });

  it('copies through the selection fallback where the page has no Clipboard API', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let copied = '';
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        copied = document.querySelector('textarea')?.value ?? '';
        return true;
      }),
    });
    const emit = vi.spyOn(bus, 'emit');
    render();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制邀请码' })));
    expect(copied).toBe('AG8K2Q');
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '邀请码已复制', kind: 'success' });
  });

  it('says so when the copy fails everywhere', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(() => false) });
    const emit = vi.spyOn(bus, 'emit');
    render();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制推广链接' })));
    expect(emit).toHaveBeenCalledWith('ui:toast', { message: '复制失败，请手动选择后复制', kind: 'error' });
    expect(screen.getByRole('button', { name: '复制推广链接' })).toBeEnabled();
  });
});
