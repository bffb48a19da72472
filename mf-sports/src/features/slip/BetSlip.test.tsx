import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, balanceAtom, oddsFormatAtom } from 'shared/state';
import { testChampion, testSelection } from './slip-test-selection';
import { priceStore } from '../feed';
import '../../setup';
import { chooseMode, pick, renderSlip, resetSlipPage, serveSports, typeStake } from './slip-test-kit';

const shownKeys = () => screen.queryAllByTestId('slip-selection').map((item) => item.getAttribute('data-key'));

beforeEach(resetSlipPage);
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('BetSlip selections', () => {
  it('shows league, teams, pick, line and the price in the member format with its type label', async () => {
    appStore.set(oddsFormatAtom, 'I');
    const selection = testSelection('m1', {
      league: '西班牙甲级联赛',
      team_h: '皇家马德里',
      team_c: '巴塞罗那',
      pick: '皇家马德里',
      ratio: '0.5/1',
      odds: 1.95,
    });
    renderSlip([selection]);
    expect(screen.getByText('点击赔率即可添加投注项')).toBeInTheDocument();
    await pick(selection);
    const item = screen.getByTestId('slip-selection');
    expect(item).toHaveAttribute('data-key', 'm1|R|H');
    expect(item).toHaveAttribute('data-invalid', 'false');
    expect(within(item).getByText('西班牙甲级联赛')).toBeInTheDocument();
    expect(within(item).getByText('皇家马德里 vs 巴塞罗那')).toBeInTheDocument();
    expect(within(item).getByText('皇家马德里 0.5/1')).toBeInTheDocument();
    expect(within(item).getByTestId('slip-selection-odds')).toHaveTextContent('印尼盘-1.05');
    await waitFor(() => expect(screen.getByTestId('slip-limits')).toHaveTextContent('限额 10.00 - 5000.00'));
    expect(screen.getByTestId('slip-balance')).toHaveTextContent('余额 100000.00');
  });

  it('follows the member format: the same price in European odds', async () => {
    appStore.set(oddsFormatAtom, 'E');
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    expect(screen.getByTestId('slip-selection-odds')).toHaveTextContent('欧洲盘1.95');
  });

  it('removes one selection and clears all', async () => {
    const selections = [testSelection('m1'), testSelection('m2'), testSelection('m3')];
    renderSlip(selections);
    await chooseMode('multiple');
    for (const s of selections) await pick(s);
    expect(shownKeys()).toEqual(['m1|R|H', 'm2|R|H', 'm3|R|H']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除 主队m2' })));
    expect(shownKeys()).toEqual(['m1|R|H', 'm3|R|H']);
    await act(async () => fireEvent.click(screen.getByTestId('slip-clear')));
    expect(shownKeys()).toEqual([]);
  });

  it('marks a closed market and refuses to place it', async () => {
    const champion = testChampion('o1', 'T1');
    renderSlip([champion]);
    await pick(champion);
    await typeStake('100');
    await act(async () =>
      priceStore.loadOutrights([
        {
          gameId: 'o1',
          league_id: 1,
          league: '世界杯',
          gameType: 'FT',
          title: '冠军',
          closesAt: '2030-01-01T00:00:00Z',
          open: false,
          rates: [{ rtype: 'T1', name: '巴西', odds: 5 }],
        },
      ]),
    );
    expect(screen.getByTestId('slip-selection')).toHaveAttribute('data-closed', 'true');
    expect(screen.getByText('已封盘')).toBeInTheDocument();
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    expect(screen.getByTestId('slip-hint')).toHaveTextContent('有投注项已封盘，请移除后再投注');
  });
});

describe('BetSlip modes', () => {
  it('single mode replaces the selection; multiple keeps several; turning multiple off keeps the last', async () => {
    const [a, b, c] = [testSelection('m1'), testSelection('m2'), testSelection('m3')];
    renderSlip([a, b, c]);
    expect(screen.getByTestId('slip-mode-single')).toHaveAttribute('aria-selected', 'true');
    await pick(a);
    await pick(b);
    expect(shownKeys()).toEqual(['m2|R|H']);
    await chooseMode('multiple');
    await pick(c);
    await pick(a);
    expect(shownKeys()).toEqual(['m2|R|H', 'm3|R|H', 'm1|R|H']);
    await chooseMode('single');
    expect(shownKeys()).toEqual(['m1|R|H']);
  });

  it('multiple mode replaces a selection of the same match', async () => {
    const home = testSelection('m1');
    const away = testSelection('m1', { r: 'C', pick: '客队m1' });
    renderSlip([home, away]);
    await chooseMode('multiple');
    await pick(home);
    await pick(away);
    expect(shownKeys()).toEqual(['m1|R|C']);
  });

  it('series marks selections of the same match invalid, shows Hong Kong odds, and series off clears the marks', async () => {
    appStore.set(oddsFormatAtom, 'E');
    const [a, b, c] = [
      testSelection('m1'),
      testSelection('m1', { w: 'OU', r: 'O', pick: '大 2.5', ratio: '2.5' }),
      testSelection('m2', { odds: 2 }),
    ];
    renderSlip([a, b, c]);
    await chooseMode('series');
    await pick(a);
    await pick(b);
    await pick(c);
    const invalid = screen.getAllByTestId('slip-selection').map((item) => item.getAttribute('data-invalid'));
    expect(invalid).toEqual(['true', 'true', 'false']);
    expect(screen.getAllByText('同场赛事不可串关')).toHaveLength(2);
    // Hong Kong in the slip; the member's own format (the list's) is left as chosen.
    expect(screen.getAllByTestId('slip-selection-odds')[2]).toHaveTextContent('香港盘1.00');
    expect(screen.getAllByTestId('slip-selection')[2]).toHaveAttribute('data-shown', '1.00');
    expect(screen.getByTestId('slip-series-format')).toHaveTextContent('串关赔率按香港盘显示');
    expect(appStore.get(oddsFormatAtom)).toBe('E');
    await typeStake('100');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    expect(screen.getByTestId('slip-hint')).toHaveTextContent('同一场赛事的投注项不能串关');

    await chooseMode('multiple');
    expect(screen.getAllByTestId('slip-selection').map((item) => item.getAttribute('data-invalid'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(screen.getAllByTestId('slip-selection')[2]).toHaveAttribute('data-shown', '2.00');
    expect(screen.queryByTestId('slip-series-format')).not.toBeInTheDocument();
  });

  it('series needs two selections and shows the combined Hong Kong price and winnings', async () => {
    const [a, b] = [testSelection('m1', { odds: 1.9 }), testSelection('m2', { odds: 2 })];
    renderSlip([a, b]);
    await chooseMode('series');
    await pick(a);
    await typeStake('100');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    expect(screen.getByTestId('slip-hint')).toHaveTextContent('串关至少需要 2 个投注项');
    await pick(b);
    expect(screen.getByTestId('slip-series-odds')).toHaveTextContent('2.80');
    expect(screen.getByTestId('slip-winnings')).toHaveTextContent('280.00');
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('refuses the 11th selection with 投注项数量已达上限', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => testSelection(`m${i + 1}`));
    renderSlip(eleven);
    await chooseMode('multiple');
    for (const s of eleven) await pick(s);
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(10);
    expect(screen.getByTestId('slip-message')).toHaveTextContent('投注项数量已达上限');
    expect(shownKeys()).not.toContain('m11|R|H');
  });

  it('a champion selection clears the others', async () => {
    const [a, champion] = [testSelection('m1'), testChampion('o1', 'T1')];
    renderSlip([a, champion]);
    await chooseMode('multiple');
    await pick(a);
    await pick(champion);
    expect(shownKeys()).toEqual(['o1|FS|T1']);
  });
});

describe('BetSlip stake', () => {
  it('keeps only digits with up to 2 decimals and says why otherwise', async () => {
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    await typeStake('12.5');
    for (const bad of ['abc', '1e5', '12.555']) {
      await typeStake(bad);
      expect(screen.getByTestId('slip-stake')).toHaveValue('12.5');
      expect(screen.getByTestId('slip-message')).toHaveTextContent('请输入正确的金额，最多两位小数');
    }
    await typeStake('20');
    expect(screen.queryByTestId('slip-message')).not.toBeInTheDocument();
  });

  it('caps a stake over the maximum and says so', async () => {
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    await screen.findByText('限额 10.00 - 5000.00');
    await typeStake('8000');
    expect(screen.getByTestId('slip-stake')).toHaveValue('5000');
    expect(screen.getByTestId('slip-message')).toHaveTextContent('已超过最高限额，投注金额已调整为 5000');
  });

  it('caps a stake over the balance to its whole-number part', async () => {
    appStore.set(balanceAtom, { centerWalletBalance: 812.75, lockMoney: 0, totalMoney: 812.75 });
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    await screen.findByText('限额 10.00 - 5000.00');
    await typeStake('900');
    expect(screen.getByTestId('slip-stake')).toHaveValue('812');
    expect(screen.getByTestId('slip-message')).toHaveTextContent('余额不足，投注金额已调整为 812');
  });

  it('refuses a stake under the minimum, naming the limits, and keeps what was typed', async () => {
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    await screen.findByText('限额 10.00 - 5000.00');
    await typeStake('5');
    expect(screen.getByTestId('slip-stake')).toHaveValue('5');
    expect(screen.getByTestId('slip-place')).toBeDisabled();
    expect(screen.getByTestId('slip-message')).toHaveTextContent('低于最低投注金额，单注限额 10 - 5000');
    expect(screen.getByTestId('slip-hint')).toHaveTextContent('最低投注金额为 10（限额 10 - 5000）');
    // A stake within the limits clears it.
    await typeStake('50');
    expect(screen.queryByTestId('slip-message')).toBeNull();
    expect(screen.getByTestId('slip-place')).toBeEnabled();
  });

  it('caps a stake typed before the limits arrived once they do', async () => {
    let release: (limits: { minStake: number; maxStake: number }) => void = () => {};
    serveSports({ betLimits: () => new Promise((resolve) => (release = resolve)) });
    renderSlip([testSelection('m1')]);
    await pick(testSelection('m1'));
    expect(screen.getByTestId('slip-limits')).toHaveTextContent('限额加载中');
    await typeStake('9000');
    expect(screen.getByTestId('slip-stake')).toHaveValue('9000');
    await act(async () => release({ minStake: 10, maxStake: 5000 }));
    await waitFor(() => expect(screen.getByTestId('slip-stake')).toHaveValue('5000'));
  });

  it('shows the winnings of one stake per ticket in multiple mode', async () => {
    const [a, b] = [testSelection('m1', { odds: 1.95 }), testSelection('m2', { odds: 1.8 })];
    renderSlip([a, b]);
    await chooseMode('multiple');
    await pick(a);
    await pick(b);
    await typeStake('100');
    expect(screen.getByTestId('slip-total-stake')).toHaveTextContent('每注 100.00 × 2 注 = 200.00');
    expect(screen.getByTestId('slip-winnings')).toHaveTextContent('175.00');
  });

  it('shows a failed limits load with a retry', async () => {
    serveSports({ betLimits: () => Promise.reject(new Error('down')) });
    renderSlip([]);
    expect(await screen.findByText('限额加载失败')).toBeInTheDocument();
    serveSports({ betLimits: { minStake: 20, maxStake: 900 } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText('限额 20.00 - 900.00')).toBeInTheDocument();
  });
});
