import { login, register, ResponseCode } from 'shared/contract';
import type { SiteAccess } from 'shared/contract/console';
import { DomainError } from '../../domain/domain-error';
import { ipDenied } from './ip-rules';

/** What the gate knows about a player API call. */
export interface GatedCall {
  path: string;
  /** The endpoint needs a member (`auth: true`). */
  auth: boolean;
  ip: string;
  /** The visitor's country from the deployment's trusted header; null when the header is off or absent. */
  region: string | null;
}

const NOTICE_CODES = {
  popup: ResponseCode.SUSPENDED_WITH_POPUP,
  toast: ResponseCode.SUSPENDED_WITHOUT_POPUP,
  inline: ResponseCode.POPUP_NOT_PROMPTED,
} as const;

const SUSPENDED_MESSAGE = '登录注册功能已暂停';

/**
 * The operator's site access settings applied to one call (contract console/site-access). Only the
 * doors are guarded: login, registration and member calls. The public pages (adverts, venues, the
 * site's configuration) stay open, so a refused visitor still sees the site and the message.
 */
export function checkSiteAccess(access: SiteAccess, call: GatedCall): void {
  const isLogin = call.path === login.path;
  const isRegister = call.path === register.path;
  if (ipDenied(call.ip, access.deniedIps)) throw new DomainError(ResponseCode.IP_RESTRICTED);
  if (call.region !== null && access.blockedRegions.includes(call.region))
    throw new DomainError(ResponseCode.REGION_LIMITED);
  if (access.maintenance)
    throw new DomainError(
      ResponseCode.SYSTEM_MAINTENANCE,
      access.maintenanceMessage === '' ? undefined : access.maintenanceMessage,
    );
  if ((isLogin && access.loginSuspended) || (isRegister && access.registerSuspended)) {
    throw new DomainError(
      NOTICE_CODES[access.suspendedNotice],
      access.suspendedMessage === '' ? SUSPENDED_MESSAGE : access.suspendedMessage,
    );
  }
  if (isRegister && call.region !== null && access.warnedRegions.includes(call.region))
    throw new DomainError(ResponseCode.REGION_WARNING);
}

/** Whether the gate looks at a call at all: the public pages never cost a settings read. */
export function isGuarded(path: string, auth: boolean): boolean {
  return auth || path === login.path || path === register.path;
}

/** The country the deployment's trusted header names (SITE_REGION_HEADER), upper case; null when off or absent. */
export function regionOf(headerValue: string | undefined): string | null {
  const value = headerValue?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : null;
}
