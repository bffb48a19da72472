import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { PlatformProviders } from './PlatformProviders';

/** Two fields whose typing re-renders the dialog with a new onClose each time, as forms do. */
function TwoFields({ onClose }: { onClose: () => void }) {
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  return (
    <Dialog open title="两个字段" onClose={() => onClose()}>
      <input aria-label="第一" autoFocus value={first} onChange={(event) => setFirst(event.target.value)} />
      <input aria-label="第二" value={second} onChange={(event) => setSecond(event.target.value)} />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('keeps the focus where the user put it while the content re-renders, and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <PlatformProviders withGlobalStyle={false}>
        <TwoFields onClose={onClose} />
      </PlatformProviders>,
    );
    expect(screen.getByLabelText('第一')).toHaveFocus();
    const second = screen.getByLabelText('第二');
    second.focus();
    fireEvent.change(second, { target: { value: '8' } });
    expect(second).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
