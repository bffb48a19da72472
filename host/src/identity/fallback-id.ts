/** What the fallback id is made of when fingerprinting fails (SPEC §3 "host-plus-hash"). */
export interface DeviceTraits {
  host: string;
  userAgent: string;
  screen: string;
  language: string;
}

/** FNV-1a over UTF-16 code units: small, stable, and good enough to tell devices apart here. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A stable id for this device on this site: the host, then a hash of the traits. */
export function fallbackVisitorId(traits: DeviceTraits): string {
  const hash = fnv1a([traits.host, traits.userAgent, traits.screen, traits.language].join('|'));
  return `${traits.host.replace(/[^A-Za-z0-9.-]/g, '_')}-${hash}`;
}

export function currentDeviceTraits(): DeviceTraits {
  return {
    host: window.location.host,
    userAgent: navigator.userAgent,
    screen: `${window.screen.width}x${window.screen.height}x${window.screen.colorDepth}`,
    language: navigator.language,
  };
}
