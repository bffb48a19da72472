import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntryProps } from 'shared/remotes';
import { appStore, brandAtom, sessionAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { ALL_ON } from '../killswitch/vertical-status-poller';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { ServiceEntry } = await import('./ServiceEntry');

const brand = testBrand({ remotes: { chat: 'http://127.0.0.1:2/mf-manifest.json' } });

/** The chat remote's entry: says whether it was asked to open the warning at once. */
function RemoteEntry({ openOnStart }: CustomerServiceEntryProps) {
  return <p>聊天模块{openOnStart === true ? '：提示已打开' : ''}</p>;
}

beforeEach(() => {
  appStore.set(brandAtom, brand);
  appStore.set(sessionAtom, null);
  localStorage.clear();
  fakeEndpoints({ siteVerticals: { verticals: ALL_ON } });
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockResolvedValue({ default: RemoteEntry });
});

function renderEntry() {
  return render(
    <PlatformProviders withGlobalStyle={false}>
      <ServiceEntry />
    </PlatformProviders>,
  );
}

describe('在线客服 in the header', () => {
  it('for a visitor who never chatted: the host’s button, no chat download until intent, and the button stays put', async () => {
    renderEntry();
    const button = await screen.findByRole('button', { name: /在线客服/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    // Fetched, not shown: the pointer and the keyboard focus stay on the same button.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_chat/CustomerServiceEntry');
    expect(screen.getByRole('button', { name: /在线客服/ })).toBe(button);
    expect(screen.queryByText(/聊天模块/)).not.toBeInTheDocument();
  });

  it('a press on the host’s button asks the remote to open the warning at once', async () => {
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: /在线客服/ }));
    expect(await screen.findByText('聊天模块：提示已打开')).toBeInTheDocument();
  });

  it('a member who never opened the support window gets the host’s button too', async () => {
    appStore.set(sessionAtom, { token: 't', userId: '1' });
    renderEntry();
    await screen.findByRole('button', { name: /在线客服/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('whoever had the support window open within a day gets the remote itself once the page is idle, to count the answers', async () => {
    localStorage.setItem('chatSupportAt', String(Date.now() - 60_000));
    renderEntry();
    expect(await screen.findByText('聊天模块')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /在线客服/ })).not.toBeInTheDocument();
  });

  it('a day after the support window was open, the host’s button again', async () => {
    localStorage.setItem('chatSupportAt', String(Date.now() - 25 * 60 * 60 * 1000));
    appStore.set(sessionAtom, { token: 't', userId: '1' });
    renderEntry();
    await screen.findByRole('button', { name: /在线客服/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('a visitor who logs in keeps the host’s button; the press still opens the warning', async () => {
    renderEntry();
    await screen.findByRole('button', { name: /在线客服/ });
    act(() => appStore.set(sessionAtom, { token: 't', userId: '1' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /在线客服/ }));
    expect(await screen.findByText('聊天模块：提示已打开')).toBeInTheDocument();
  });
});
