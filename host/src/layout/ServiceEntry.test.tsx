import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntryProps } from 'shared/remotes';
import { appStore, brandAtom, sessionAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { ALL_ON } from '../killswitch/vertical-status-poller';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);
const { request } = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('shared/api', () => ({ api: { request } }));

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
  request.mockReset();
  request.mockResolvedValue({ verticals: ALL_ON });
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

  it('a member, or a visitor with a guest key, gets the remote itself once the page is idle', async () => {
    appStore.set(sessionAtom, { token: 't', userId: '1' });
    renderEntry();
    expect(await screen.findByText('聊天模块')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /在线客服/ })).not.toBeInTheDocument();
  });

  it('a visitor who logs in without touching it gets the remote, to count the member’s unread answers', async () => {
    renderEntry();
    await screen.findByRole('button', { name: /在线客服/ });
    act(() => appStore.set(sessionAtom, { token: 't', userId: '1' }));
    expect(await screen.findByText('聊天模块')).toBeInTheDocument();
  });

  it('a stored guest key counts as having chatted', async () => {
    localStorage.setItem('chatGuestKey', 'k'.repeat(32));
    renderEntry();
    expect(await screen.findByText('聊天模块')).toBeInTheDocument();
  });
});
