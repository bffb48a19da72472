import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { appStore, brandAtom } from 'shared/state';
import { PlatformProviders } from 'shared/ui';
import { testBrand } from '../testing/test-brand';
import '../setup';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../federation/federation-instance', () => runtime);

const { EnterVenueSlot } = await import('./EnterVenueSlot');

/** Stands in for casino/EnterVenueDialog. */
function FakeDialog() {
  return <p data-testid="enter-venue-dialog">into-venue dialog</p>;
}

const brand = testBrand({ remotes: { casino: 'http://127.0.0.1:2/mf-manifest.json' } });

beforeEach(() => {
  appStore.set(brandAtom, brand);
  runtime.loadRemote.mockReset();
});
afterEach(() => bus.forget('ui:enter-venue'));

describe('EnterVenueSlot', () => {
  it('loads nothing until the first into-venue request, then loads the casino dialog', async () => {
    runtime.loadRemote.mockResolvedValue({ default: FakeDialog });
    render(
      <PlatformProviders>
        <EnterVenueSlot />
      </PlatformProviders>,
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    act(() => bus.emit('ui:enter-venue', { enName: 'PGDZ', message: '活动中' }));
    expect(await screen.findByTestId('enter-venue-dialog')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_casino/EnterVenueDialog');
  });

  it('opens for a request made before it mounted: the event is replayed', async () => {
    runtime.loadRemote.mockResolvedValue({ default: FakeDialog });
    bus.emit('ui:enter-venue', { enName: 'PGDZ' });
    render(
      <PlatformProviders>
        <EnterVenueSlot />
      </PlatformProviders>,
    );
    expect(await screen.findByTestId('enter-venue-dialog')).toBeInTheDocument();
  });
});
