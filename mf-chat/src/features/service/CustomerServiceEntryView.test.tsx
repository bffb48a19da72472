import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import CustomerServiceEntry from '../../exposes/CustomerServiceEntry';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../setup';

const WARNING = '为了您的资金安全，充值渠道仅以官网、官方APP或官方客服提供的为准，线下第三方代充值一律不予认可，请勿相信。';
const serviceUrl = 'https://service.example.com/chat?site=1';

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('CustomerServiceEntry', () => {
  it('warns about deposit channels before anything is fetched', () => {
    const request = vi.spyOn(api, 'request');
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent(WARNING);
    expect(request).not.toHaveBeenCalled();
  });

  it('closes the warning on 取消 without opening anything', () => {
    const request = vi.spyOn(api, 'request');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('on 确定 fetches the service address while busy, then opens it in a new tab', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    const request = vi.spyOn(api, 'request').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(onlineCustomService, {});
    const entry = screen.getByRole('button', { name: '在线客服' });
    expect(entry).toHaveAttribute('aria-busy', 'true');
    expect(entry).toBeDisabled();
    await act(async () => answer({ url: serviceUrl }));
    expect(open).toHaveBeenCalledWith(serviceUrl, '_blank', 'noopener');
    expect(entry).toBeEnabled();
  });

  it('toasts the server message when the address cannot be fetched', async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError({ kind: 'business', code: 6013, message: '维护中', path: onlineCustomService.path }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const emit = vi.spyOn(bus, 'emit');
    renderWithProviders(<CustomerServiceEntry variant="header" />);
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('ui:toast', { message: '维护中', kind: 'error' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('renders the floating variant as a round icon button named 在线客服', () => {
    renderWithProviders(<CustomerServiceEntry variant="floating" />);
    const button = screen.getByRole('button', { name: '在线客服' });
    expect(button).toHaveAttribute('data-testid', 'customer-service-floating');
    expect(button).not.toHaveTextContent('在线客服');
    expect(getComputedStyle(button).position).toBe('fixed');
  });
});
