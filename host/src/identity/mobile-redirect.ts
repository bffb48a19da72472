export interface DeviceSignals {
  userAgent: string;
  maxTouchPoints: number;
  /** The narrower side of the screen, in CSS pixels. */
  screenWidth: number;
}

const MOBILE_UA = /Android|iPhone|iPod|Windows Phone|Mobile|BlackBerry|HarmonyOS|MQQBrowser/i;
/** Wider than this is a tablet in landscape or a desktop: it keeps the desktop site. */
const NARROW_SCREEN_PX = 768;

/**
 * A phone: a mobile user agent on a touch screen, or a narrow touch screen whatever the user agent
 * says (iPadOS and "desktop site" modes claim to be desktop). A desktop with a touch screen stays.
 */
export function isMobileDevice({ userAgent, maxTouchPoints, screenWidth }: DeviceSignals): boolean {
  const touch = maxTouchPoints > 0;
  const narrow = screenWidth > 0 && screenWidth <= NARROW_SCREEN_PX;
  return touch && (MOBILE_UA.test(userAgent) || narrow);
}

/** The mobile site's address carrying the invite codes (SPEC §1), or null when there is none to go to. */
export function mobileSiteUrl(
  h5DomainUrl: string,
  codes: { iCode?: string | null; rCode?: string | null },
): string | null {
  let url: URL;
  try {
    url = new URL(h5DomainUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (codes.iCode) url.searchParams.set('icode', codes.iCode);
  if (codes.rCode) url.searchParams.set('rcode', codes.rCode);
  return url.toString();
}

export function currentDeviceSignals(): DeviceSignals {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    screenWidth: Math.min(window.screen.width, window.screen.height),
  };
}
