import { describe, expect, it } from 'vitest';
import { isMobileDevice, mobileSiteUrl } from './mobile-redirect';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('isMobileDevice', () => {
  it('sends a phone to the mobile site', () => {
    expect(isMobileDevice({ userAgent: iphone, maxTouchPoints: 5, screenWidth: 390 })).toBe(true);
  });

  it('catches a narrow touch screen that claims to be a desktop', () => {
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 5, screenWidth: 412 })).toBe(true);
  });

  it('keeps desktops, touch laptops and a mobile user agent without touch (a desktop emulating one)', () => {
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 0, screenWidth: 1080 })).toBe(false);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 10, screenWidth: 1080 })).toBe(false);
    expect(isMobileDevice({ userAgent: iphone, maxTouchPoints: 0, screenWidth: 390 })).toBe(false);
  });
});

describe('mobileSiteUrl', () => {
  it('carries icode and rcode', () => {
    expect(mobileSiteUrl('https://m.example.com/?from=pc', { iCode: 'I1', rCode: 'R1' })).toBe(
      'https://m.example.com/?from=pc&icode=I1&rcode=R1',
    );
  });

  it('refuses a missing or non-web address', () => {
    expect(mobileSiteUrl('', {})).toBeNull();
    expect(mobileSiteUrl('javascript:alert(1)', {})).toBeNull();
  });
});
