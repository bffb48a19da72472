import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../../setup';
import { feedStats, priceStore } from '../../feed';
import { resetFeedStats } from '../../feed';
import { testMatch } from '../../../testing/test-match';
import { collapsedLeaguesAtom } from '../book-atoms';
import { INITIAL_BOOK_FILTER } from '../book-filter';
import { BookBoard } from './BookBoard';
import type { BoardState } from './use-book-board';

vi.mock('../../slip/use-pick', () => ({ usePick: () => () => {}, useIsPicked: () => false }));

/** 500 matches in 25 leagues, as a busy evening. */
const matches = Array.from({ length: 500 }, (_, i) =>
  testMatch({
    gameId: `g${i}`,
    hgid: `h${i}`,
    league_id: 1000 + Math.floor(i / 20),
    league: `联赛 ${Math.floor(i / 20)}`,
    team_h: `主队 ${i}`,
    team_c: `客队 ${i}`,
  }),
);
const board: BoardState = { status: 'success', matches, outrights: [], error: null };

function renderBoard() {
  return renderWithProviders(<BookBoard board={board} filter={INITIAL_BOOK_FILTER} onRetry={() => {}} />);
}

beforeEach(() => {
  resetPlatformState();
  resetFeedStats();
  priceStore.reset();
  priceStore.loadSnapshot(matches, 1);
  appStore.set(collapsedLeaguesAtom, new Set<number>());
});

// Rendering a 500-match board takes seconds of one core on a loaded 2-core machine: the limit stops a
// hung test; the speed is bench:load's to measure.
const RENDER_LIMIT_MS = 30_000;

describe('the virtual match list', () => {
  it(
    'mounts only the rows around the view out of 500 matches',
    () => {
      renderBoard();
      const rows = screen.getAllByTestId('match-row');
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.length).toBeLessThan(30);
      expect(rows[0]).toHaveAttribute('data-game-id', 'g0');
    },
    RENDER_LIMIT_MS,
  );

  it(
    'mounts further rows when scrolled',
    () => {
      renderBoard();
      const list = screen.getByTestId('book-list');
      act(() => {
        list.scrollTop = 20_000;
        fireEvent.scroll(list);
      });
      const ids = screen.getAllByTestId('match-row').map((row) => Number(row.dataset.gameId!.slice(1)));
      expect(Math.min(...ids)).toBeGreaterThan(100);
      expect(ids.length).toBeLessThan(40);
    },
    RENDER_LIMIT_MS,
  );

  it(
    'renders only the rows whose match changed, not the list, when the feed moves a score',
    () => {
      renderBoard();
      const before = { rows: feedStats.rowRenders, cells: feedStats.cellRenders };
      act(() => {
        priceStore.enqueue({
          type: 'batch',
          seq: 2,
          at: 0,
          odds: [],
          matches: [{ gameId: 'g3', sc_FT_H: 1, isLive: true }],
          ended: [],
        });
        priceStore.flush();
      });
      expect(feedStats.rowRenders - before.rows).toBe(1);
      expect(feedStats.cellRenders - before.cells).toBe(0);
    },
    RENDER_LIMIT_MS,
  );
});
