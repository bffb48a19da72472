/** SPEC §2: with deposits off, these paths lead to not-found. */
const DEPOSIT_PATHS = ['/mine/savemoney', '/app/help/ck'];

export function isBlockedByDepositRule(pathname: string, depositEnabled: boolean): boolean {
  return !depositEnabled && DEPOSIT_PATHS.some((blocked) => pathname.includes(blocked));
}
