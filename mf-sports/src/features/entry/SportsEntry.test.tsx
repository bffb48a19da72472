import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { venueResource } from 'shared/contract';
import { appStore, sessionAtom, sportsLaunchAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { fakeSports } from '../../api/sports-fakes';
import { useSports } from '../../api/use-sports';
import { callSports } from '../../api/sports-resource';
import { venueReentryAtom } from '../../lib/venue-reentry';
import '../../setup';
import { SportsEntry } from './SportsEntry';

const uidRefused = () =>
  new ApiError({ kind: 'business', code: 6302, message: '数据异常，请重新进入游戏', path: venueResource.path });

function Leagues() {
  const leagues = useSports('leagues', { market: 'FT', sport: 'FT', date: null });
  return <p>{leagues.status === 'success' ? `联赛 ${leagues.data.leagues.length}` : leagues.status}</p>;
}

beforeEach(() => {
  resetPlatformState();
  appStore.set(sessionAtom, { token: 't', userId: '42' });
});

afterEach(() => {
  appStore.set(sportsLaunchAtom, null);
  appStore.set(venueReentryAtom, null);
  vi.restoreAllMocks();
});

describe('entering the local book (SPEC §2 guard 4)', () => {
  it("waits for the visit's launch data and opens the book when it carries this member's id", async () => {
    fakeSports({ leagues: { leagues: [], dates: [] } });
    renderWithProviders(
      <SportsEntry>
        <Leagues />
      </SportsEntry>,
    );
    expect(screen.getByText('正在进入体育场馆…')).toBeInTheDocument();
    act(() => appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' }));
    expect(await screen.findByText('联赛 0')).toBeInTheDocument();
  });

  it("does not open the book on another member's launch address; 重新进入 asks for a new one", async () => {
    appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=7' });
    renderWithProviders(
      <SportsEntry>
        <Leagues />
      </SportsEntry>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('数据异常，请重新进入游戏');
    fireEvent.click(screen.getByRole('button', { name: '重新进入' }));
    expect(appStore.get(sportsLaunchAtom)).toBeNull();
  });

  it('on 6302 from a venue/resource query shows 数据异常，请重新进入游戏, and 重新进入 enters again', async () => {
    let refuse = true;
    fakeSports({
      leagues: () => {
        if (refuse) throw uidRefused();
        return { leagues: [], dates: [] };
      },
    });
    appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' });
    renderWithProviders(
      <SportsEntry>
        <Leagues />
      </SportsEntry>,
    );
    expect(await screen.findByRole('button', { name: '重新进入' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('数据异常，请重新进入游戏');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '重新进入' }));
    // The host loads the launch again; here it is handed over by hand.
    expect(appStore.get(sportsLaunchAtom)).toBeNull();
    act(() => appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' }));
    expect(await screen.findByText('联赛 0')).toBeInTheDocument();
  });

  it('a 6302 from a venue/resource call (placing, ticket status) asks to enter again too', async () => {
    fakeSports({
      ticketStatus: () => {
        throw uidRefused();
      },
    });
    await expect(callSports('ticketStatus', { ticketIds: ['t1'] })).rejects.toThrow('数据异常');
    expect(appStore.get(venueReentryAtom)).toBe('数据异常，请重新进入游戏');
  });
});
