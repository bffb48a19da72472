import type { BrandConfig } from 'shared/config';
import { appStore, isLoggedInAtom, storedEditionAtom, storedLanguageAtom } from 'shared/state';
import { homeVariant } from './home-state';

/**
 * The cookie that tells the page server this browser draws a home of its own (a member, or a
 * language or edition other than the brand's): it is then sent the plain page, not the visitor's
 * prerendered one it would only throw away. A hint with nothing secret in it.
 */
export const OWN_HOME_COOKIE = 'xy_own_home';

/** Whether this browser, as it is now, draws the home the server prerenders for this brand. */
export function drawsPrerenderedHome(brand: BrandConfig): boolean {
  if (appStore.get(isLoggedInAtom)) return false;
  const mine = homeVariant(brand, appStore.get(storedLanguageAtom), appStore.get(storedEditionAtom));
  const served = homeVariant(brand, null, null);
  return mine.language === served.language && mine.edition === served.edition;
}

/** Keeps the cookie in step with the session and the stored choices; returns the function that stops it. */
export function keepOwnHomeCookie(brand: () => BrandConfig): () => void {
  const write = () => {
    document.cookie = drawsPrerenderedHome(brand())
      ? `${OWN_HOME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${OWN_HOME_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
  };
  write();
  const stops = [isLoggedInAtom, storedLanguageAtom, storedEditionAtom].map((watched) => appStore.sub(watched, write));
  return () => stops.forEach((stop) => stop());
}
