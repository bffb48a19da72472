import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { launchGame, type Venue } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from 'shared/testing/render';
import '../../setup';
import { VenueList } from './VenueList';

// With the real launcher (no mock): the card's press reaches the launch call, or the login prompt.
const venue: Venue = {
  venueId: 7,
  enName: 'AGZR',
  name: 'AG真人',
  category: 'ZR',
  description: '真人实况',
  imageUrl: 'http://127.0.0.1/venue/7.svg',
  status: 'normal',
  hot: false,
  sort: 1,
};

function serve() {
  return fakeEndpoints({
    getVenueInfoByCategory: { list: [venue] },
    getBonusPools: { list: [] },
    // Never answers: the test looks at what the press asked for, not at where the game opens.
    launchGame: () => new Promise(() => undefined),
  });
}

beforeEach(() => resetPlatformState());
afterEach(() => vi.restoreAllMocks());

describe('entering a venue', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const request = serve();
    const tips = vi.fn();
    const off = bus.on('ui:login-tips', tips);
    renderWithProviders(<VenueList category="ZR" />);
    fireEvent.click(await screen.findByRole('button', { name: '进入游戏：AG真人' }));
    expect(tips).toHaveBeenCalledTimes(1);
    expect(request.mock.calls.some(([endpoint]) => endpoint === launchGame)).toBe(false);
    off();
  });

  it('launches the venue for a member and holds the button while the call runs', async () => {
    signInForTest();
    const request = serve();
    renderWithProviders(<VenueList category="ZR" />);
    const enter = await screen.findByRole('button', { name: '进入游戏：AG真人' });
    fireEvent.click(enter);
    expect(enter).toBeDisabled();
    // The query client starts the call a tick after the press.
    await waitFor(() => expect(request).toHaveBeenCalledWith(launchGame, expect.objectContaining({ enName: 'AGZR' })));
  });
});
