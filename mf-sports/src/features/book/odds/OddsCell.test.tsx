import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, oddsFormatAtom } from 'shared/state';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import type { SlipSelection } from '../../../lib/selection';
import '../../../setup';
import { feedStats, priceStore } from '../../feed';
import { resetFeedStats } from '../../feed';
import { testMatch } from '../../../testing/test-match';
import { FLASH_MS } from './price-flash';
import { OddsCell } from './OddsCell';

const picked: SlipSelection[] = [];
vi.mock('../../slip/use-pick', () => ({
  usePick: () => (selection: SlipSelection) => picked.push(selection),
  useIsPicked: (key: string) => picked.some((s) => s.key === key),
}));

const match = testMatch();

function renderCells() {
  return renderWithProviders(
    <div>
      <OddsCell match={match} w="R" r="H" kind="handicap" strong="H" play="全场让球" />
      <OddsCell match={match} w="R" r="C" kind="handicap" strong="H" play="全场让球" />
      <OddsCell match={match} w="OU" r="O" kind="total" strong={null} play="全场大小" />
    </div>,
  );
}

function cell(key: string): HTMLElement {
  return screen.getAllByTestId('odds-cell').find((c) => c.dataset.key === key)!;
}

beforeEach(() => {
  resetPlatformState();
  priceStore.reset();
  resetFeedStats();
  picked.length = 0;
  appStore.set(oddsFormatAtom, 'H');
  priceStore.loadSnapshot([match], 1);
});

describe('a price cell', () => {
  it('shows the price in the member format, the line on the strong side and 大 with the total', () => {
    renderCells();
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '0.95');
    expect(cell('g1|R|H')).toHaveAttribute('data-odds', '1.95');
    expect(cell('g1|R|H')).toHaveTextContent('0.5/1 0.95');
    expect(cell('g1|R|C')).toHaveTextContent(/^0\.90$/);
    expect(cell('g1|OU|O')).toHaveTextContent('大 2.5 0.85');
    // Each name ends with the button's own words: line and price.
    expect(cell('g1|R|H')).toHaveAccessibleName('曼城 对 利物浦 全场让球 曼城 0.5/1 0.95');
    expect(cell('g1|OU|O')).toHaveAccessibleName('曼城 对 利物浦 全场大小 大 2.5 0.85');
  });

  it('renders again only where the price changed, once per animation frame', () => {
    renderCells();
    const before = feedStats.cellRenders;
    act(() => {
      priceStore.enqueue({
        type: 'batch',
        seq: 2,
        at: 0,
        odds: [['g1', 'R', 'H', 2.0, '0.5/1', 1]],
        matches: [],
        ended: [],
      });
      priceStore.enqueue({
        type: 'batch',
        seq: 3,
        at: 0,
        odds: [
          ['g1', 'R', 'H', 2.1, '0.5/1', 1],
          ['g1', 'R', 'C', 1.9, '0.5/1', 1],
        ],
        matches: [],
        ended: [],
      });
      priceStore.flush();
    });
    expect(feedStats.cellRenders - before).toBe(1);
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '1.10');
    expect(cell('g1|R|C')).toHaveAttribute('data-shown', '0.90');
  });

  it('flashes a rise green and a fall red', () => {
    renderCells();
    act(() => {
      priceStore.enqueue({
        type: 'batch',
        seq: 2,
        at: 0,
        odds: [
          ['g1', 'R', 'H', 2.0, '0.5/1', 1],
          ['g1', 'R', 'C', 1.8, '0.5/1', 1],
        ],
        matches: [],
        ended: [],
      });
      priceStore.flush();
    });
    expect(cell('g1|R|H').lastElementChild).toHaveAttribute('data-move', '1');
    expect(cell('g1|R|C').lastElementChild).toHaveAttribute('data-move', '-1');
    expect(cell('g1|OU|O').lastElementChild).toHaveAttribute('data-move', '0');
  });

  it('turns the flash off a second later without rendering the cell again', () => {
    vi.useFakeTimers();
    try {
      renderCells();
      act(() => {
        priceStore.enqueue({
          type: 'batch',
          seq: 2,
          at: 0,
          odds: [['g1', 'R', 'H', 2.0, '0.5/1', 1]],
          matches: [],
          ended: [],
        });
        priceStore.flush();
      });
      const renders = feedStats.cellRenders;
      expect(cell('g1|R|H').lastElementChild).toHaveAttribute('data-move', '1');
      act(() => {
        vi.advanceTimersByTime(FLASH_MS - 300);
      });
      expect(cell('g1|R|H').lastElementChild).toHaveAttribute('data-move', '1');
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(cell('g1|R|H').lastElementChild).toHaveAttribute('data-move', '0');
      expect(feedStats.cellRenders).toBe(renders);
    } finally {
      vi.useRealTimers();
    }
  });

  it('converts every shown price when the odds format changes', () => {
    renderCells();
    act(() => appStore.set(oddsFormatAtom, 'E'));
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '1.95');
    act(() => appStore.set(oddsFormatAtom, 'I'));
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '-1.05');
    act(() => appStore.set(oddsFormatAtom, 'M'));
    expect(cell('g1|R|H')).toHaveAttribute('data-shown', '0.95');
    act(() => {
      priceStore.enqueue({
        type: 'batch',
        seq: 2,
        at: 0,
        odds: [['g1', 'OU', 'O', 2.6, '2.5', 1]],
        matches: [],
        ended: [],
      });
      priceStore.flush();
    });
    expect(cell('g1|OU|O')).toHaveAttribute('data-shown', '-0.63');
  });

  it('picks the latest price and line, even one not yet drawn', () => {
    renderCells();
    // Queued but not flushed: the cell still shows 1.95 / 2.5.
    priceStore.enqueue({
      type: 'batch',
      seq: 2,
      at: 0,
      odds: [['g1', 'OU', 'O', 2.02, '3', 1]],
      matches: [],
      ended: [],
    });
    priceStore.flush();
    fireEvent.click(cell('g1|OU|O'));
    expect(picked).toHaveLength(1);
    expect(picked[0]).toMatchObject({
      key: 'g1|OU|O',
      odds: 2.02,
      ratio: '3',
      pick: '大 3',
      champion: false,
      closed: false,
    });
  });

  it('greys a suspended price with a lock and takes no pick', () => {
    renderCells();
    act(() => {
      priceStore.enqueue({
        type: 'batch',
        seq: 2,
        at: 0,
        odds: [['g1', 'R', 'C', 1.9, '0.5/1', 0]],
        matches: [],
        ended: [],
      });
      priceStore.flush();
    });
    const suspended = cell('g1|R|C');
    expect(suspended).toBeDisabled();
    expect(suspended.querySelector('svg')).not.toBeNull();
    expect(suspended).toHaveAccessibleName('曼城 对 利物浦 全场让球 利物浦 已封盘');
    fireEvent.click(suspended);
    expect(picked).toHaveLength(0);
  });
});
