/**
 * The response-code catalogue of SPEC §8. Each code's Chinese text is in ./code-messages, a module
 * of its own so a page's first script does not carry the table (the api client loads it when an
 * answer comes without a message).
 */
export const ResponseCode = {
  SUCCESS: 6000,
  LOGIN_EXPIRED: 6001,
  INVALID_CREDENTIALS: 6002,
  ACCESS_DENIED: 6003,
  NOT_FOUND: 6004,
  SERVER_ERROR: 6005,
  BAD_GATEWAY: 6006,
  INVALID_PARAMETER: 6007,
  ILLEGAL_PARAMETER: 6008,
  DATA_EXISTS: 6009,
  FILE_UPLOAD_FAILURE: 6010,
  FREQUENT_SUBMISSION: 6011,
  WARNING: 6012,
  MAINTENANCE: 6013,
  INVOCATION_ERROR: 6014,
  UNBOUND_PHONE: 6015,
  PHONE_VERIFICATION_REQUIRED: 6016,
  PHONE_VERIFICATION_REQUIRED_2: 6017,
  GRAPHIC_VERIFICATION: 6021,
  RAPID_VERIFICATION: 6022,
  IP_NOT_PASSED: 6025,
  DEVICE_NOT_PASSED: 6026,
  DEVICE_AND_IP_NOT_PASSED: 6027,
  LONG_TIME_NOT_LOGGED_IN: 6028,
  RISKY_LOGIN: 6029,
  CONTACT_CUSTOMER_SERVICE: 6030,
  REGION_LIMITED: 6031,
  REGION_WARNING: 6032,
  IP_RESTRICTED: 6033,
  MAX_PHONE_ATTEMPTS: 6034,
  AUTHENTICATION_REQUIRED: 6035,
  AUTHENTICATION_CODE_ERROR: 6036,
  AUTHENTICATION_LOCKED: 6037,
  AUTHENTICATION_CODE_EXPIRED: 6038,
  TOO_MANY_DEVICES: 6039,
  SIXTY_SECOND_LIMIT: 6066,
  WALLET_TOKEN_EXPIRED: 6099,
  PASSWORD_CHECK_FAILURE: 6100,
  LOCKING_UNAVAILABLE: 6110,
  WITHDRAWAL_PROTECTION_CONFIG_ERROR: 6111,
  PARAMETER_ERROR: 6301,
  UID_VERIFICATION: 6302,
  NO_DATA: 6303,
  SYSTEM_MAINTENANCE: 6316,
  SYSTEM_BUSY: 6317,
  EBBQ_ERROR: 6318,
  TESTING: 6366,
  SYSTEM_ABNORMAL: 6399,
  VENUE_ACTIVITY: 6413,
  VENUE_MAINTENANCE: 6415,
  BIND_REAL_NAME: 6449,
  POPUP_NOT_PROMPTED: 6500,
  SUSPENDED_WITH_POPUP: 6501,
  SUSPENDED_WITHOUT_POPUP: 6502,
  // Sports book answers (not shown in SPEC §8; designed here for the venue/resource bet methods).
  INSUFFICIENT_BALANCE: 7101,
  ODDS_CHANGED: 7102,
  MARKET_CLOSED: 7103,
  STAKE_OUT_OF_RANGE: 7104,
  INVALID_SELECTIONS: 7105,
  BET_PENDING: 7106,
  // Cash out (not in SPEC §8; designed here, contract endpoints/cashout): the offer moved, or there
  // is none now.
  CASH_OUT_PRICE_CHANGED: 7107,
  CASH_OUT_UNAVAILABLE: 7108,
  // Payout accounts and withdrawals (not shown in SPEC §8; designed here, contract endpoints/withdrawals).
  PAYOUT_ACCOUNT_LIMIT: 7301,
  WITHDRAW_PASSWORD_NOT_SET: 7302,
  WITHDRAW_AMOUNT_OUT_OF_RANGE: 7303,
  WITHDRAW_DAILY_LIMIT: 7304,
  WITHDRAW_TURNOVER_UNMET: 7305,
  PAYOUT_ACCOUNT_BUSY: 7306,
  WITHDRAW_ORDER_CLOSED: 7307,
  // USDT conversion (not shown in SPEC §8; designed here, contract endpoints/funds utcTransfer).
  RATE_CHANGED: 7401,
  EXCHANGE_AMOUNT_OUT_OF_RANGE: 7402,
  // Chat socket refusals (not shown in SPEC §8; designed here, contract chat-socket).
  CHAT_LOGIN_REQUIRED: 7501,
  CHAT_MUTED: 7502,
  CHAT_ROOM_BLOCKED: 7503,
  CHAT_VIP_LEVEL: 7504,
  CHAT_MESSAGE_TOO_LONG: 7505,
  CHAT_MESSAGE_EMPTY: 7506,
  CHAT_TOO_FAST: 7507,
  CHAT_BAD_FRAME: 7508,
  CHAT_ROOM_CLOSED: 7509,
  // Idempotent calls (not shown in SPEC §8; designed here): a request id reused with another body.
  REQUEST_ID_CONFLICT: 7601,
  // Player protection (not shown in SPEC §8; designed here, contract endpoints/protection): the member's own limits and exclusions.
  DEPOSIT_LIMIT_REACHED: 7801,
  LOSS_LIMIT_REACHED: 7802,
  PLAY_TIMED_OUT: 7803,
  SELF_EXCLUDED: 7804,
  // The operator console (not in SPEC §8; designed here, shared/contract/console).
  CONSOLE_LOGIN_REQUIRED: 8001,
  CONSOLE_ROLE_REFUSED: 8002,
  CONSOLE_INVALID_CREDENTIALS: 8003,
  CONSOLE_LOGIN_LOCKED: 8004,
  CONSOLE_TOTP_WRONG: 8005,
  CONSOLE_TOTP_REUSED: 8006,
  CONSOLE_CHALLENGE_EXPIRED: 8007,
  CONSOLE_OPERATOR_DISABLED: 8008,
  CONSOLE_SAME_APPROVER: 8009,
  CONSOLE_UNKNOWN_ROUTE: 8010,
  // The console's members desk.
  CONSOLE_EXCLUSION_NOT_LONGER: 8030,
  CONSOLE_NO_EXCLUSION: 8031,
  // Manual adjustments desk (shared/contract/console/adjustments).
  ADJUST_BELOW_ZERO: 8040,
  ADJUST_CLOSED: 8041,
  // The console's deposits desk (shared/contract/console/deposits).
  DEPOSIT_REFERENCE_MISMATCH: 8020,
  DEPOSIT_AMOUNT_MISMATCH: 8021,
  DEPOSIT_NOT_OFFLINE: 8022,
  DEPOSIT_ALREADY_CREDITED: 8023,
  DEPOSIT_ORDER_ENDED: 8024,
  // The console's ticket desk (shared/contract/console/tickets).
  TICKET_CLOSED: 8070,
  TICKET_IMAGE_INVALID: 8071,
  // The console's live support chat desk (shared/contract/console/support-chat).
  SUPPORT_NO_AGENT_ON_DUTY: 8080,
  SUPPORT_ALREADY_CLAIMED: 8081,
  SUPPORT_NOT_ON_DUTY: 8082,
  SUPPORT_NOT_YOURS: 8083,
  SUPPORT_TARGET_OFF_DUTY: 8084,
  SUPPORT_CHAT_CLOSED: 8085,
  // Releases: the remote registry and the brands' pins (shared/contract/console/releases).
  RELEASE_CONTRACT_UNMET: 8090,
  RELEASE_NOT_A_BUILD: 8091,
  RELEASE_UNKNOWN_VERSION: 8092,
  RELEASE_NO_CANARY: 8093,
  RELEASE_ALREADY_SO: 8094,
  RELEASE_NOT_PINNED: 8095,
  // The console's 品牌配置 (shared/contract/console/brand-config).
  BRAND_CONFIG_INVALID: 8100,
  BRAND_CONFIG_STALE: 8101,
  // 发布管理's developer overrides (shared/contract/console/remote-overrides).
  OVERRIDE_ADDRESS_INVALID: 8096,
  OVERRIDE_LIFETIME_INVALID: 8097,
  OVERRIDE_NOT_LIVE: 8098,
  OVERRIDE_KEY_MISSING: 8099,
} as const;

export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCodeValue = (typeof ResponseCode)[ResponseCodeName];

const knownCodes = new Set<number>(Object.values(ResponseCode));

export function isKnownResponseCode(code: number): code is ResponseCodeValue {
  return knownCodes.has(code);
}

/** Login answers that keep the credentials and open the new-device check (SPEC §8). */
export const NEW_DEVICE_CODES: readonly ResponseCodeValue[] = [6025, 6026, 6027, 6028, 6029];

/** Answers returned to the caller as values so it can show a captcha (SPEC §8). */
export const VALUE_CODES: readonly ResponseCodeValue[] = [6021, 6022];
