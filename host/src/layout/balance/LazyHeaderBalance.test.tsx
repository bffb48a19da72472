import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { LazyHeaderBalance } from './LazyHeaderBalance';
import '../../setup';

const Loaded = () => <p>余额组件</p>;

beforeEach(() => {
  resetPlatformState();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the header balance chunk', () => {
  it('shows the balance once its chunk is in', async () => {
    renderWithProviders(<LazyHeaderBalance load={() => Promise.resolve({ default: Loaded })} />);
    expect(await screen.findByText('余额组件')).toBeInTheDocument();
  });

  it('says so when its chunk fails, and a retry fetches it again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValue({ default: Loaded });
    renderWithProviders(<LazyHeaderBalance load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('余额暂时无法显示');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('余额组件')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the real chunk: the member’s balance area', async () => {
    renderWithProviders(<LazyHeaderBalance />);
    expect(await screen.findByText('中心钱包')).toBeInTheDocument();
  });
});
