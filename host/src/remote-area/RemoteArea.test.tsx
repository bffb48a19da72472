import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, brandAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { RemoteArea } = await import('./RemoteArea');
const { registerBrandRemotes } = await import('../federation/register-remotes');

const brand = testBrand({ remotes: { casino: 'http://127.0.0.1:2/mf-manifest.json' } });
// As the bootstrap does: the brand's remotes, with no version pinned in the registry.
registerBrandRemotes(brand, async () => ({ ...brand.remotes }));

beforeEach(() => {
  appStore.set(brandAtom, brand);
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Venues({ category }: { category: string }) {
  return <p>场馆列表 {category}</p>;
}

describe('RemoteArea', () => {
  it('renders the remote module with its props', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Venues });
    render(
      <PlatformProviders>
        <RemoteArea module="casino/VenueListPage" props={{ category: 'ZR' }} />
      </PlatformProviders>,
    );
    expect(await screen.findByText('场馆列表 ZR')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/VenueListPage');
  });

  it('shows a Chinese retry panel when the remote fails, and recovers on retry', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch manifest'));
    render(
      <PlatformProviders>
        <RemoteArea module="casino/VenueListPage" props={{ category: 'QP' }} />
      </PlatformProviders>,
    );
    expect(await screen.findByText('游戏模块暂时无法加载')).toBeInTheDocument();
    runtime.loadRemote.mockResolvedValue({ default: Venues });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByText('场馆列表 QP')).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_casino', entry: 'http://127.0.0.1:2/mf-manifest.json' }],
      { force: true },
    );
  });

  it('says so when the remote needs a newer shared than this host provides', async () => {
    const { markRemoteIncompatible } = await import('../federation/remote-health');
    markRemoteIncompatible('mf_casino', true);
    runtime.loadRemote.mockRejectedValueOnce(new Error('mf_casino needs shared ^2.0.0'));
    try {
      render(
        <PlatformProviders>
          <RemoteArea module="casino/VenueListPage" props={{ category: 'QP' }} />
        </PlatformProviders>,
      );
      expect(await screen.findByText('游戏模块版本与主站不兼容')).toBeInTheDocument();
      expect(screen.getByText(/此模块版本与主站不兼容，请刷新页面或稍后再试/)).toBeInTheDocument();
      expect(screen.queryByText('游戏模块暂时无法加载')).toBeNull();
    } finally {
      markRemoteIncompatible('mf_casino', false);
    }
  });

  it('treats a module without a component as a failed load', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 42 });
    render(
      <PlatformProviders>
        <RemoteArea module="casino/VenueListPage" props={{ category: 'ZR' }} />
      </PlatformProviders>,
    );
    expect(await screen.findByText('游戏模块暂时无法加载')).toBeInTheDocument();
  });
});

describe('RemoteArea reused for another module', () => {
  it('forgets the failure of the module it showed before', async () => {
    runtime.loadRemote.mockImplementation((id: string) =>
      id === 'mf_casino/VenueListPage'
        ? Promise.reject(new Error('down'))
        : Promise.resolve({ default: () => <p>体育场馆</p> }),
    );
    const { rerender } = render(
      <PlatformProviders>
        <RemoteArea module="casino/VenueListPage" props={{ category: 'ZR' }} />
      </PlatformProviders>,
    );
    expect(await screen.findByText('游戏模块暂时无法加载')).toBeInTheDocument();
    // A route change renders the same component type in the same place with another module.
    rerender(
      <PlatformProviders>
        <RemoteArea module="sports/SportsVenuePage" props={{}} />
      </PlatformProviders>,
    );
    expect(await screen.findByText('体育场馆')).toBeInTheDocument();
  });
});
