import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { PlatformProviders } from './PlatformProviders';

function tab(shift = false) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift });
}

function Opener({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <button type="button">页面按钮</button>
      <Dialog open={open} title="登录" onClose={() => setOpen(false)}>
        <input aria-label="账号" />
        <button type="button">提交</button>
        {nested && (
          <Dialog open title="图形验证" onClose={() => undefined}>
            <button type="button">刷新</button>
          </Dialog>
        )}
      </Dialog>
    </>
  );
}

describe('Dialog focus', () => {
  it('keeps Tab and Shift+Tab inside the dialog, and gives the focus back to its opener', () => {
    render(
      <PlatformProviders>
        <Opener />
      </PlatformProviders>,
    );
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '登录' });
    expect(dialog).toHaveFocus();

    const close = screen.getByRole('button', { name: '关闭' });
    const submit = screen.getByRole('button', { name: '提交' });
    // From the box itself Shift+Tab goes to the last stop; from the last, Tab wraps to the first.
    tab(true);
    expect(submit).toHaveFocus();
    tab();
    expect(close).toHaveFocus();
    tab(true);
    expect(submit).toHaveFocus();

    // Focus sent behind the dialog comes back into it.
    act(() => screen.getByRole('button', { name: '页面按钮' }).focus());
    expect(dialog).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('traps only in the innermost dialog', () => {
    render(
      <PlatformProviders>
        <Opener nested />
      </PlatformProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const inner = screen.getByRole('dialog', { name: '图形验证' });
    const [close, refresh] = within(inner).getAllByRole('button');
    expect(inner).toHaveFocus();
    tab(true);
    expect(refresh).toHaveFocus();
    // From its last stop Tab wraps to its first, never to the login form underneath.
    tab();
    expect(close).toHaveFocus();
    expect(close).toHaveAccessibleName('关闭');
  });
});

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

describe('Dialog re-rendering', () => {
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

describe('Dialog labelling', () => {
  it('is a modal dialog named by its visible title', () => {
    render(
      <PlatformProviders withGlobalStyle={false}>
        <Dialog open title="温馨提示" onClose={() => undefined}>
          <p>请先登录</p>
        </Dialog>
      </PlatformProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const title = screen.getByRole('heading', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(dialog).not.toHaveAttribute('aria-label');
  });

  it('is named by its label when it shows no title', () => {
    render(
      <PlatformProviders withGlobalStyle={false}>
        <Dialog open label="登录与注册" onClose={() => undefined}>
          <p>表单</p>
        </Dialog>
      </PlatformProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: '登录与注册' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('aria-labelledby');
  });
});

describe('Dialog return focus', () => {
  it('gives the focus back to its opener when closed by its close button', () => {
    render(
      <PlatformProviders withGlobalStyle={false}>
        <Opener />
      </PlatformProviders>,
    );
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back to its opener when a field of the dialog took it with autoFocus', () => {
    function AutoFocused() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            登录
          </button>
          <Dialog open={open} label="登录与注册" onClose={() => setOpen(false)}>
            <input aria-label="用户名" autoFocus />
          </Dialog>
        </>
      );
    }
    render(
      <PlatformProviders withGlobalStyle={false}>
        <AutoFocused />
      </PlatformProviders>,
    );
    const opener = screen.getByRole('button', { name: '登录' });
    act(() => opener.focus());
    fireEvent.click(opener);
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('Escape closes the innermost dialog only, and the focus goes back into the one beneath', () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open title="登录" onClose={closeOuter}>
          <button type="button" onClick={() => setInner(true)}>
            验证
          </button>
          <Dialog
            open={inner}
            title="图形验证"
            onClose={() => {
              closeInner();
              setInner(false);
            }}
          >
            <button type="button">刷新</button>
          </Dialog>
        </Dialog>
      );
    }
    render(
      <PlatformProviders withGlobalStyle={false}>
        <Nested />
      </PlatformProviders>,
    );
    const verify = screen.getByRole('button', { name: '验证' });
    act(() => verify.focus());
    fireEvent.click(verify);
    expect(screen.getByRole('dialog', { name: '图形验证' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '图形验证' })).toBeNull();
    expect(verify).toHaveFocus();
  });
});
