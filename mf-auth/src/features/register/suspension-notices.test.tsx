import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from 'shared/bus';
import { login, register } from 'shared/contract';
import { resetPlatformState } from 'shared/testing/render';
import { renderAuthDialog } from '../../testing/auth-dialog-test-kit';
import { solveGraphicCaptcha } from '../../testing/captcha-ui';
import { businessError, fakeServer } from '../../testing/fake-server';
import '../../setup';

const SUSPENDED = '登录注册功能已暂停';

function fillRegister() {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'newbie01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'abcd1234' } });
  fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abcd1234' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: '注册' }));
}

function registerRefused(code: number) {
  fakeServer({
    register: () => {
      throw businessError(register, code, SUSPENDED);
    },
  });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('registration and login suspended by the operator (6500-6502)', () => {
  it('6501: the message opens the tips dialog, not the form', async () => {
    registerRefused(6501);
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'register' });
    fillRegister();
    await solveGraphicCaptcha();
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('ui:tips-dialog', { msg: SUSPENDED }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(emit).not.toHaveBeenCalledWith('ui:toast', expect.anything());
  });

  it('6502: a toast, no dialog', async () => {
    registerRefused(6502);
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'register' });
    fillRegister();
    await solveGraphicCaptcha();
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('ui:toast', { message: SUSPENDED, kind: 'error' }));
    expect(emit).not.toHaveBeenCalledWith('ui:tips-dialog', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('6500: the message stays under the form, even on login, whose errors are otherwise toasts', async () => {
    fakeServer({
      login: () => {
        throw businessError(login, 6500, SUSPENDED);
      },
    });
    const emit = vi.spyOn(bus, 'emit');
    renderAuthDialog({ kind: 'login' });
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'demo888' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'demo1234' } });
    fireEvent.click(within(screen.getByRole('form', { name: '登录' })).getByRole('button', { name: '登录' }));
    await solveGraphicCaptcha();
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
    expect(emit).not.toHaveBeenCalledWith('ui:toast', expect.anything());
    expect(emit).not.toHaveBeenCalledWith('ui:tips-dialog', expect.anything());
  });
});
