import { readItem } from 'shared/storage';
import { appStore, siteInfoAtom } from 'shared/state';
import { captureInviteCodes } from './invite-codes';
import { currentDeviceSignals, isMobileDevice, mobileSiteUrl } from './mobile-redirect';
import { runOnFirstInput } from './on-first-input';
import { startVisitorIdentity } from './visitor-identity';

/**
 * Start-up work about who the visitor is; nothing here delays the first render. The fingerprint
 * (and its library) waits for the visitor's first input: a visitor who only looks never downloads
 * it, and it is in long before a log-in or registration form can be sent.
 */
export function startIdentity(): void {
  captureInviteCodes(window.location.search);
  runOnFirstInput(() => void startVisitorIdentity());
}

/**
 * SPEC §1: a phone goes to the mobile site with its invite codes. Runs once the site info (which
 * holds the mobile address) is in; without an address the desktop site stays.
 */
export function redirectPhoneToMobileSite(): boolean {
  if (!isMobileDevice(currentDeviceSignals())) return false;
  const target = mobileSiteUrl(appStore.get(siteInfoAtom)?.siteBaseConfig.h5DomainUrl ?? '', {
    iCode: readItem('inviteCode'),
    rCode: readItem('referralCode'),
  });
  if (!target) return false;
  window.location.replace(target);
  return true;
}
