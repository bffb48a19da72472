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
    const off = bus.on('ui:login-tips', listener);
    off();
    bus.emit('ui:login-tips');
    expect(listener).not.toHaveBeenCalled();
  });

  it('replays the last auth request to a dialog that mounts after it', () => {
    const bus = createBus();
    bus.emit('auth:request', { kind: 'login' });
    bus.emit('auth:request', { kind: 'register' });
    const late = vi.fn();
    bus.on('auth:request', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ kind: 'register' });
    expect(bus.last('auth:request')).toEqual({ kind: 'register' });
  });

  it('replays nothing before the first request', () => {
    const bus = createBus();
    const late = vi.fn();
    bus.on('auth:request', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('auth:request')).toBeUndefined();
  });

  it('replays nothing once the request was handled and forgotten', () => {
    const bus = createBus();
    bus.emit('auth:request', { kind: 'login' });
    bus.forget('auth:request');
    const late = vi.fn();
    bus.on('auth:request', late);
    expect(late).not.toHaveBeenCalled();
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
