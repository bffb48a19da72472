/** Every local-storage key of SPEC §3, declared once. */
export const StorageKey = {
  token: 'token',
  inviteCode: 'iCode',
  referralCode: 'rCode',
  originUrl: 'originUrl',
  jwtToken: 'jwtToken',
  userId: 'userId',
  /** '1' hides venues with a zero balance, '0' shows them. */
  hideZeroBalance: 'hideZeroBalance',
  /** A timestamp when remember-password is on, '' when off. */
  rememberPassword: 'rememberPassword',
  /** Username and password together, AES-encrypted. */
  rememberedCredentials: 'rememberedCredentials',
  /** '1' by default. */
  safeSwitch: 'safeSwitch',
  edition: 'edition',
  oddsFormat: 'oddsFormat',
  /** The sports bet slip as JSON (mf-sports checks it with zod when it reads it back). */
  betSlip: 'betSlip',
  language: 'language',
  /** The visitor id derived from the device fingerprint. */
  visitorId: 'uuid',
  /** The chat's guest key (10019), so a guest keeps one identity and support room across visits. */
  chatGuestKey: 'chatGuestKey',
  /** When this device last opened the support chat window (epoch ms): answers may still come. */
  chatSupportAt: 'chatSupportAt',
  /** The permanent address whose notice the visitor closed (foreverSite): a new address shows again. */
  foreverSiteDismissed: 'foreverSiteDismissed',
  /** '1' while the compact reading mode of the CR-mode switch is on (crMode), '0' when off. */
  crMode: 'crMode',
} as const;

export type StorageKeyName = keyof typeof StorageKey;

/** Prefix of the decrypted-data cache entries (SPEC §3). */
export const DECRYPTED_CACHE_PREFIX = 'DD_';
