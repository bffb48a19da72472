import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AsyncView } from './AsyncView';
import type { AsyncState } from './async-state';

const view = (state: AsyncState<string[]>, reload = vi.fn()) =>
  renderWithProviders(
    <AsyncView state={{ ...state, reload }} isEmpty={(rows) => rows.length === 0}>
      {(rows) => <p>{rows.join(',')}</p>}
    </AsyncView>,
  );

describe('AsyncView', () => {
  it('shows a spinner before the first answer, and the last data while a new input loads', () => {
    const { unmount } = view({ status: 'loading', data: undefined, error: undefined });
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    view({ status: 'loading', data: ['a'], error: undefined });
    expect(screen.getByText('a')).toBeInTheDocument();
  });

  it('shows the error with a retry that reloads', () => {
    const reload = vi.fn();
    view({ status: 'error', data: undefined, error: '网络异常' }, reload);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows 暂无数据 for empty data and the data otherwise', () => {
    const { unmount } = view({ status: 'success', data: [], error: undefined });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    unmount();
    view({ status: 'success', data: ['x', 'y'], error: undefined });
    expect(screen.getByText('x,y')).toBeInTheDocument();
  });
});
