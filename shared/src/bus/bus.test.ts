import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';

describe('the bus', () => {
  it('delivers a typed payload to every listener', () => {
    const bus = createBus();
    const a = vi.fn();
    const b = vi.fn();
    bus.on('ui:toast', a);
    bus.on('ui:toast', b);
    bus.emit('ui:toast', { message: '成功' });
    expect(a).toHaveBeenCalledWith({ message: '成功' });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const listener = vi.fn();
    const off = bus.on('auth:login', listener);
    off();
    bus.emit('auth:login');
    expect(listener).not.toHaveBeenCalled();
  });

  it('replays the last session to a late subscriber', () => {
    const bus = createBus();
    bus.emit('session:changed', { token: 't', userId: '1' });
    bus.emit('session:changed', { token: 't2', userId: '1' });
    const late = vi.fn();
    bus.on('session:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ token: 't2', userId: '1' });
    expect(bus.last('session:changed')).toEqual({ token: 't2', userId: '1' });
  });

  it('replays a logout (null) too', () => {
    const bus = createBus();
    bus.emit('session:changed', null);
    const late = vi.fn();
    bus.on('session:changed', late);
    expect(late).toHaveBeenCalledWith(null);
  });

  it('does not replay events that are not states', () => {
    const bus = createBus();
    bus.emit('auth:login-expired', { message: '请重新登录' });
    const late = vi.fn();
    bus.on('auth:login-expired', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('calls a once-listener a single time', () => {
    const bus = createBus();
    const listener = vi.fn();
    bus.once('balance:refresh', listener);
    bus.emit('balance:refresh');
    bus.emit('balance:refresh');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
