import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { bus, type TipsDialogMessage } from 'shared/bus';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { serveForTest } from '../pages/render-page';
import { SessionEffects } from './SessionEffects';

/** Writes the current address, so a test sees where a reaction navigated. */
function Address() {
  const { pathname, hash } = useLocation();
  return <p data-testid="address">{pathname + hash}</p>;
}

function mount() {
  render(
    <PlatformProviders withGlobalStyle={false}>
      <MemoryRouter initialEntries={['/']}>
        <SessionEffects />
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </MemoryRouter>
    </PlatformProviders>,
  );
}

/** The tips dialog the 6449 answer (BIND_REAL_NAME) opens. */
function tipFor6449() {
  const tip = vi.fn();
  const off = bus.on('ui:tips-dialog', tip);
  act(() => bus.emit('ui:bind-real-name', { message: '请先完善真实姓名' }));
  off();
  return tip;
}

beforeEach(() => serveForTest('home', 'mine'));

describe('SessionEffects on BIND_REAL_NAME', () => {
  it('offers 去完善 to the profile page when the brand serves it', () => {
    serveForTest('home', 'mine', 'userinfo');
    mount();
    expect(tipFor6449()).toHaveBeenCalledWith(expect.objectContaining({ msg: '请先完善真实姓名', sureText: '去完善' }));
  });

  it('lands 去完善 on the real-name field of the profile page', () => {
    serveForTest('home', 'mine', 'userinfo');
    mount();
    const tip = tipFor6449();
    const message = tip.mock.calls[0]?.[0] as TipsDialogMessage;
    act(() => void message.onSure?.());
    expect(screen.getByTestId('address')).toHaveTextContent('/mine/userinfo#realName');
  });

  it('shows the message alone while the profile page is not built, so no button leads to not-found', () => {
    mount();
    expect(tipFor6449()).toHaveBeenCalledWith({ msg: '请先完善真实姓名' });
  });
});

describe('SessionEffects on PHONE_VERIFICATION_REQUIRED (6016 / 6017)', () => {
  function tipForPhone() {
    const tip = vi.fn();
    const off = bus.on('ui:tips-dialog', tip);
    act(() => bus.emit('ui:verify-phone', { message: '请先完成手机验证' }));
    off();
    return tip;
  }

  it('offers 去验证, which opens the phone form of the auth page', () => {
    serveForTest('home', 'mine', 'auth');
    mount();
    const tip = tipForPhone();
    expect(tip).toHaveBeenCalledWith(expect.objectContaining({ msg: '请先完成手机验证', sureText: '去验证' }));
    const message = tip.mock.calls[0]?.[0] as TipsDialogMessage;
    act(() => void message.onSure?.());
    expect(screen.getByTestId('address')).toHaveTextContent('/mine/auth');
  });

  it('shows the message alone where the brand serves no auth page', () => {
    mount();
    expect(tipForPhone()).toHaveBeenCalledWith({ msg: '请先完成手机验证' });
  });
});
