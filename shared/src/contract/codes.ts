/**
 * The response-code catalogue of SPEC §8. `message` is the Chinese text the reference server sends
 * and the client falls back to when a response carries no message of its own.
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
} as const;

export type ResponseCodeName = keyof typeof ResponseCode;
export type ResponseCodeValue = (typeof ResponseCode)[ResponseCodeName];

export const responseMessages: Readonly<Record<ResponseCodeValue, string>> = {
  6000: '成功',
  6001: '请重新登录',
  6002: '账号或密码错误',
  6003: '请求拒绝',
  6004: '未找到数据',
  6005: '服务开小差了，请稍后重试',
  6006: '服务开小差了，请稍后重试',
  6007: '请求参数错误',
  6008: '非法请求',
  6009: '数据已存在',
  6010: '文件上传失败',
  6011: '请勿频繁提交',
  6012: '操作存在风险，请确认后再试',
  6013: '维护中',
  6014: '服务调用异常，请稍后重试',
  6015: '请先绑定手机号',
  6016: '请先完成手机验证',
  6017: '请先完成手机验证',
  6021: '请输入图形验证码',
  6022: '请完成快速验证',
  6025: 'IP校验未通过，请验证身份',
  6026: '设备校验未通过，请验证身份',
  6027: '设备和IP校验未通过，请验证身份',
  6028: '您已长时间未登录，请验证身份',
  6029: '本次登录存在风险，请验证身份',
  6030: '请联系客服处理',
  6031: '您所在的地区暂不提供服务',
  6032: '您所在的地区存在访问风险',
  6033: '您的IP已被限制访问',
  6034: '手机验证次数已达上限',
  6035: '请先完成身份验证',
  6036: '验证码错误',
  6037: '验证已锁定，请稍后再试',
  6038: '验证码已过期，请重新获取',
  6039: '登录设备过多',
  6066: '操作过于频繁，请60秒后再试',
  6099: '钱包令牌已过期，请重新进入',
  6100: '密码校验失败',
  6110: '锁定功能暂不可用',
  6111: '提款保护配置错误',
  6301: '请求参数错误',
  6302: '数据异常，请重新进入游戏',
  6303: '未找到数据',
  6316: '系统维护中',
  6317: '系统繁忙，请稍后重试',
  6318: '业务处理异常，请稍后重试',
  6366: '测试中',
  6399: '系统异常，请稍后重试',
  6413: '您还在活动中，转入后未达到流水要求的金额将无法转出',
  6415: '场馆维护中',
  6449: '请先完善真实姓名',
  6500: '成功',
  6501: '登录注册功能已暂停',
  6502: '登录注册功能已暂停',
  7101: '余额不足',
  7102: '赔率已变化，请确认新赔率后再投注',
  7103: '盘口已关闭，请重新选择',
  7104: '投注金额超出限额',
  7105: '投注项无效，请检查注单',
  7106: '当前还有订单正在确认中，请稍等',
};

const knownCodes = new Set<number>(Object.values(ResponseCode));

export function isKnownResponseCode(code: number): code is ResponseCodeValue {
  return knownCodes.has(code);
}

/** The catalogue's message for a code, or the generic hiccup message for a code the catalogue lacks. */
export function messageForCode(code: number): string {
  return isKnownResponseCode(code) ? responseMessages[code] : responseMessages[6005];
}

/** Login answers that keep the credentials and open the new-device check (SPEC §8). */
export const NEW_DEVICE_CODES: readonly ResponseCodeValue[] = [6025, 6026, 6027, 6028, 6029];

/** Answers returned to the caller as values so it can show a captcha (SPEC §8). */
export const VALUE_CODES: readonly ResponseCodeValue[] = [6021, 6022];
