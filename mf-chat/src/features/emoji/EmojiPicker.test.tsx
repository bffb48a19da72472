import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { COMMON_EMOJI, EMOJI_COLUMNS } from './common-emoji';
import { EmojiPicker } from './EmojiPicker';
import '../../setup';

beforeEach(resetPlatformState);

function emoji(index: number): string {
  const found = COMMON_EMOJI[index];
  if (found === undefined) throw new Error(`no emoji at ${index}`);
  return found;
}

describe('EmojiPicker', () => {
  it('opens on the first emoji, moves with the arrow keys and picks with Enter’s click', () => {
    const onPick = vi.fn();
    renderWithProviders(<EmojiPicker disabled={false} onPick={onPick} />);
    const toggle = screen.getByTestId('chat-emoji');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByRole('button', { name: emoji(0) });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: emoji(1) })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    const below = screen.getByRole('button', { name: emoji(1 + EMOJI_COLUMNS) });
    expect(below).toHaveFocus();
    fireEvent.click(below);
    expect(onPick).toHaveBeenCalledWith(emoji(1 + EMOJI_COLUMNS));
  });

  it('closes on Escape without letting the key reach a window around it, and returns focus to the toggle', () => {
    const outer = vi.fn();
    renderWithProviders(
      <div onKeyDown={outer}>
        <EmojiPicker disabled={false} onPick={vi.fn()} />
      </div>,
    );
    fireEvent.click(screen.getByTestId('chat-emoji'));
    fireEvent.keyDown(screen.getByRole('button', { name: emoji(0) }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '选择表情' })).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-emoji')).toHaveFocus();
    expect(outer).not.toHaveBeenCalled();
  });

  it('closes on a click outside', () => {
    renderWithProviders(<EmojiPicker disabled={false} onPick={vi.fn()} />);
    fireEvent.click(screen.getByTestId('chat-emoji'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('group', { name: '选择表情' })).not.toBeInTheDocument();
  });
});
