import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function withClipboard(clipboard: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function withExecCommand(result: boolean | Error) {
  const exec = vi.fn((command: string) => {
    if (result instanceof Error) throw result;
    return command === 'copy' && result;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return exec;
}

afterEach(() => vi.restoreAllMocks());

describe('copyText', () => {
  it('uses the Clipboard API when the page has it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    withClipboard({ writeText });
    const exec = withExecCommand(true);
    await copyText('ABC');
    expect(writeText).toHaveBeenCalledWith('ABC');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to copying a selected text area when there is no Clipboard API, and removes the area', async () => {
    withClipboard(undefined);
    let selected = '';
    const exec = withExecCommand(true);
    exec.mockImplementation(() => {
      selected = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    await copyText('https://x.example/?icode=1');
    expect(selected).toBe('https://x.example/?icode=1');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    withClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    const exec = withExecCommand(true);
    await copyText('ABC');
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('rejects when neither way copies', async () => {
    withClipboard(undefined);
    withExecCommand(false);
    await expect(copyText('ABC')).rejects.toThrow();
    withExecCommand(new Error('unsupported'));
    await expect(copyText('ABC')).rejects.toThrow();
  });
});
