import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { singleDataDecryption } from '../contract/endpoints/decryption';
import { endSession } from '../state/session';
import { readDecrypted } from '../storage/decrypted-cache';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { renderWithProviders, resetPlatformState, signInForTest } from '../../testing/render';
import { RevealableText } from './RevealableText';

beforeEach(() => {
  resetPlatformState();
  signInForTest();
});
afterEach(() => vi.restoreAllMocks());

const eye = () => screen.getByRole('button', { name: /手机号码/ });

describe('RevealableText', () => {
  it('asks once, keeps DD_<key> with its visibility, hides and shows again from the cache', async () => {
    const spy = fakeEndpoints({ singleDataDecryption: { field: 'phone', value: '13812345678' } });
    renderWithProviders(<RevealableText field="phone" masked="138****5678" label="手机号码" />);
    expect(screen.getByTestId('revealable-phone')).toHaveTextContent('138****5678');
    expect(eye()).toHaveAttribute('aria-pressed', 'false');
    expect(eye()).toHaveAccessibleName('显示完整手机号码');

    fireEvent.click(eye());
    await waitFor(() => expect(screen.getByTestId('revealable-phone')).toHaveTextContent('13812345678'));
    expect(eye()).toHaveAttribute('aria-pressed', 'true');
    expect(eye()).toHaveAccessibleName('隐藏手机号码');
    expect(readDecrypted('phone:138****5678')).toEqual({ value: '13812345678', visible: true });
    expect(spy).toHaveBeenCalledWith(singleDataDecryption, { field: 'phone' });

    fireEvent.click(eye());
    expect(screen.getByTestId('revealable-phone')).toHaveTextContent('138****5678');
    expect(readDecrypted('phone:138****5678')).toEqual({ value: '13812345678', visible: false });
    fireEvent.click(eye());
    expect(screen.getByTestId('revealable-phone')).toHaveTextContent('13812345678');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('starts revealed from a visible cache entry without a call, and is a keyboard-reachable button', () => {
    const spy = fakeEndpoints({});
    localStorage.setItem('DD_email:de***@example.com', JSON.stringify({ value: 'demo@example.com', visible: true }));
    renderWithProviders(<RevealableText field="email" masked="de***@example.com" label="邮箱" />);
    expect(screen.getByTestId('revealable-email')).toHaveTextContent('demo@example.com');
    const button = screen.getByRole('button', { name: '隐藏邮箱' });
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('type', 'button');
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the server message when the reveal is refused and stays masked', async () => {
    fakeEndpoints({
      singleDataDecryption: () => {
        throw new ApiError({
          kind: 'business',
          code: 6011,
          message: '查看过于频繁，请稍后再试',
          path: singleDataDecryption.path,
          data: null,
        });
      },
    });
    renderWithProviders(<RevealableText field="phone" masked="138****5678" label="手机号码" />);
    fireEvent.click(eye());
    expect(await screen.findByRole('alert')).toHaveTextContent('查看过于频繁，请稍后再试');
    expect(screen.getByTestId('revealable-phone')).toHaveTextContent('138****5678');
    expect(readDecrypted('phone:138****5678')).toBeNull();
  });

  it('is masked again after the session ends (logout and login expiry both end it), and asks anew', async () => {
    const spy = fakeEndpoints({ singleDataDecryption: { field: 'phone', value: '13812345678' } });
    const view = renderWithProviders(<RevealableText field="phone" masked="138****5678" label="手机号码" />);
    fireEvent.click(eye());
    await waitFor(() => expect(readDecrypted('phone:138****5678')).not.toBeNull());
    act(() => endSession());
    expect(localStorage.length === 0 || Object.keys(localStorage).every((key) => !key.startsWith('DD_'))).toBe(true);
    view.unmount();
    signInForTest();
    renderWithProviders(<RevealableText field="phone" masked="138****5678" label="手机号码" />);
    expect(screen.getByTestId('revealable-phone')).toHaveTextContent('138****5678');
    fireEvent.click(eye());
    await waitFor(() => expect(screen.getByTestId('revealable-phone')).toHaveTextContent('13812345678'));
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
