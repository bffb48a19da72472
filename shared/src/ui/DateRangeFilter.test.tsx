import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { beijingDay, shiftDay } from '../format/beijing-days';
import { DateRangeFilter } from './DateRangeFilter';
import type { DayRange } from './date-range';
import { PlatformProviders } from './PlatformProviders';

/** The filter over state of its own, as a record page holds it; `seen` gets every edit. */
function Harness({ start, maxDays, seen }: { start: DayRange; maxDays?: number; seen: (range: DayRange) => void }) {
  const [range, setRange] = useState(start);
  const change = (next: DayRange) => {
    seen(next);
    setRange(next);
  };
  return <DateRangeFilter value={range} onChange={change} {...(maxDays === undefined ? {} : { maxDays })} />;
}

function renderFilter(start: DayRange, maxDays?: number) {
  const seen = vi.fn<(range: DayRange) => void>();
  render(
    <PlatformProviders>
      <Harness start={start} seen={seen} {...(maxDays === undefined ? {} : { maxDays })} />
    </PlatformProviders>,
  );
  return seen;
}

const today = beijingDay(new Date());
const lastWeek = { from: shiftDay(today, -6), to: today };

describe('DateRangeFilter', () => {
  it('offers the quick ranges, marks the one shown and picks another in Beijing days', () => {
    const seen = renderFilter(lastWeek);
    const group = screen.getByRole('group', { name: '日期范围' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['今天', '最近7天', '最近30天']);
    expect(screen.getByRole('button', { name: '最近7天' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '最近30天' }));
    expect(seen).toHaveBeenLastCalledWith({ from: shiftDay(today, -29), to: today });
    expect(screen.getByRole('button', { name: '最近30天' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('开始日期')).toHaveValue(shiftDay(today, -29));
    expect(screen.getByLabelText('结束日期')).toHaveAttribute('max', today);
  });

  it('passes typed days on, saying why a reversed range cannot be asked for', () => {
    const seen = renderFilter(lastWeek);
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: shiftDay(today, 1) } });
    expect(seen).toHaveBeenLastCalledWith({ from: shiftDay(today, 1), to: today });
    expect(screen.getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    expect(screen.getByRole('button', { name: '最近7天' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the limit of a range longer than the server answers', () => {
    renderFilter({ from: '2025-01-01', to: '2025-03-31' }, 90);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2025-04-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('查询范围最长90天');
  });
});
