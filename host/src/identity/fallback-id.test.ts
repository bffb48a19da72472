import { describe, expect, it } from 'vitest';
import { fallbackVisitorId, type DeviceTraits } from './fallback-id';

const device: DeviceTraits = {
  host: 'www.example.com:8080',
  userAgent: 'Mozilla/5.0',
  screen: '1920x1080x24',
  language: 'zh-CN',
};

describe('fallbackVisitorId', () => {
  it('is the host plus a hash, the same for the same device', () => {
    const id = fallbackVisitorId(device);
    expect(id).toMatch(/^www\.example\.com_8080-[0-9a-f]{8}$/);
    expect(fallbackVisitorId({ ...device })).toBe(id);
  });

  it('differs when any trait differs', () => {
    const id = fallbackVisitorId(device);
    expect(fallbackVisitorId({ ...device, screen: '390x844x24' })).not.toBe(id);
    expect(fallbackVisitorId({ ...device, language: 'zh-TW' })).not.toBe(id);
  });
});
