import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { appStore, brandAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { FullWindowGameHost } = await import('./FullWindowGameHost');

const brand = testBrand({ remotes: { casino: 'http://127.0.0.1:2/mf-manifest.json' } });

beforeEach(() => {
  appStore.set(brandAtom, brand);
  runtime.loadRemote.mockReset();
});

describe('FullWindowGameHost', () => {
  it('shows the casino host page with the toasts and dialogs the shell would give it', async () => {
    runtime.loadRemote.mockImplementation((id: string) =>
      Promise.resolve({
        default: id === 'mf_casino/GameHostPage' ? () => <p>game-host-page</p> : () => <p>enter-venue-dialog</p>,
      }),
    );
    render(
      <PlatformProviders>
        <MemoryRouter initialEntries={['/pg/game?venue=PGDZ&ticket=abcdEFGH1234_-xyZ9']}>
          <FullWindowGameHost />
        </MemoryRouter>
      </PlatformProviders>,
    );
    expect(await screen.findByText('game-host-page')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/GameHostPage');
    act(() => bus.emit('ui:toast', { message: '场馆维护中' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('场馆维护中');
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ' }));
    expect(await screen.findByText('enter-venue-dialog')).toBeInTheDocument();
    bus.forget('ui:enter-venue');
  });
});
