import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { buildTheme } from 'shared/theme';
import type { ChatSendResult } from '../../socket';
import { ChatInput } from './ChatInput';
import '../../setup';

beforeEach(resetPlatformState);

function renderInput(onSend = vi.fn((): ChatSendResult => ({ ok: true })), disabled = false) {
  renderWithProviders(<ChatInput disabled={disabled} onSend={onSend} />);
  return {
    onSend,
    box: screen.getByRole('textbox', { name: '输入消息' }) as HTMLTextAreaElement,
    send: screen.getByTestId('chat-send'),
  };
}

function type(box: HTMLTextAreaElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

describe('ChatInput', () => {
  it('sends the trimmed text and clears the box once the send is accepted', () => {
    const { onSend, box, send } = renderInput();
    type(box, '  好球！ \n');
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('好球！');
    expect(box).toHaveValue('');
  });

  it('keeps the send button disabled while the trimmed text is empty, and sends nothing on Enter', () => {
    const { onSend, box, send } = renderInput();
    expect(send).toBeDisabled();
    type(box, '   \n ');
    expect(send).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends on Enter and leaves Shift+Enter and an input method’s Enter to the box', () => {
    const { onSend, box } = renderInput();
    type(box, '第一行');
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(onSend).toHaveBeenCalledWith('第一行');
  });

  it('counts characters up to 200 and turns the counter red past it, refusing the send with the 7505 text', () => {
    const { onSend, box, send } = renderInput();
    type(box, ' 进球了😀 ');
    const counter = screen.getByTestId('chat-counter');
    expect(counter).toHaveTextContent('4/200');
    const normal = getComputedStyle(counter).color;
    type(box, '好'.repeat(201));
    expect(counter).toHaveTextContent('201/200');
    expect(getComputedStyle(counter).color).not.toBe(normal);
    expect(getComputedStyle(counter).color).toBe(buildTheme('classic').danger);
    fireEvent.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('消息不能超过200个字');
    expect(box).toHaveValue('好'.repeat(201));
  });

  it('shows why a send was refused and keeps the text', () => {
    const { box, send } = renderInput(
      vi.fn((): ChatSendResult => ({ ok: false, reason: '还没有进入房间，请稍候再发' })),
    );
    type(box, '在吗');
    fireEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('还没有进入房间，请稍候再发');
    expect(box).toHaveValue('在吗');
    type(box, '在吗？');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the box, the emoji toggle and the send button when told to', () => {
    const { box, send } = renderInput(undefined, true);
    expect(box).toBeDisabled();
    expect(send).toBeDisabled();
    expect(screen.getByTestId('chat-emoji')).toBeDisabled();
  });

  it('inserts a picked emoji at the caret and puts the caret after it', () => {
    const { box } = renderInput();
    type(box, '好球');
    box.setSelectionRange(1, 1);
    fireEvent.click(screen.getByTestId('chat-emoji'));
    const picker = screen.getByRole('group', { name: '选择表情' });
    fireEvent.click(screen.getByRole('button', { name: '🔥' }));
    expect(box).toHaveValue('好🔥球');
    expect(picker).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(3);
  });
});
